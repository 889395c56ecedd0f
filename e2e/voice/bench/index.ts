/**
 * `pnpm bench:e2e`: our voice engine and the official `@elevenlabs/client` (WebSocket), side by
 * side in Chromium, each on a bare page, through the same path: the page asks the real signer
 * (wrangler dev, demo mode) for a signed URL, then talks to the demo agent with the fake
 * microphone. Sessions alternate between the two clients so background load hits both alike.
 * Prints the medians, the ratio ours/theirs and each target; exits non-zero when one is missed.
 *
 *   BENCH_SESSIONS=12 pnpm bench:e2e
 */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createMockAgent } from '@org/voice-core/testing'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts'
import { estimatePitch } from '../src/audio/pitch.ts'
import { buildHarness } from '../src/harness/build.ts'
import { serveHarness } from '../src/harness/server.ts'
import { writeMicrophoneLoop } from '../src/microphone.ts'
import { probeScript } from '../src/page/probe.ts'
import { TAP_PATH, TAP_PROCESSOR, tapWorkletSource } from '../src/page/tap-worklet.ts'
import { freePort } from '../src/servers/ports.ts'
import { startSigner } from '../src/servers/signer.ts'
import { installTiming } from './page-timing.ts'
import {
  type AgentRecord,
  benchScript,
  clockOffset,
  type SessionFigures,
  sessionFigures,
} from './session.ts'
import { type Figure, summarise, table } from './stats.ts'

const sessions = Number(process.env.BENCH_SESSIONS ?? 12)
if (!Number.isInteger(sessions) || sessions < 10) {
  throw new RangeError(`BENCH_SESSIONS must be a whole number of at least 10, not ${sessions}.`)
}
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/voice-bench/', import.meta.url))
const step = (text: string) => console.log(`· ${text}`)

console.log(
  `voice latency, ours (@org/voice-core) and theirs (@elevenlabs/client 1.25.0, websocket) · ` +
    `Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`,
)
await mkdir(cacheDir, { recursive: true })
const microphone = `${cacheDir}microphone.wav`
writeMicrophoneLoop(microphone)
await buildHarness(`${cacheDir}harness`)
const harness = await serveHarness(`${cacheDir}harness`, {
  [TAP_PATH]: tapWorkletSource(estimatePitch),
})
const secret = randomUUID()
const records: AgentRecord[] = []
const agent = await createMockAgent({
  port: 0,
  secret,
  chooseScenario: () => {
    const record: AgentRecord = { receipts: [], interrupt: () => {} }
    records.push(record)
    return benchScript(record)
  },
})
step(`harness pages on ${harness.origin}, demo agent on ${agent.origin}`)
const signer = await startSigner({
  port: await freePort(),
  siteOrigin: harness.origin,
  stateDir: `${cacheDir}signer-state`,
  agentUrl: agent.origin,
  agentSecret: secret,
})
step(`signer (wrangler dev, demo mode) on ${signer.origin}`)
const browser = await chromium.launch(
  chromiumLaunchOptions([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphone}`,
    // Sessions start from the bench, not a tap; neither client gets a gesture.
    '--autoplay-policy=no-user-gesture-required',
  ]),
)

const results: Record<'ours' | 'theirs', SessionFigures[]> = { ours: [], theirs: [] }
try {
  const context = await browser.newContext()
  await context.addInitScript({
    content: probeScript({ path: TAP_PATH, processor: TAP_PROCESSOR }),
  })
  await context.addInitScript({ content: `(${installTiming.toString()})();` })
  // One unmeasured session each first: the browser's caches and the signer warm up.
  const order: ('ours' | 'theirs')[] = ['ours', 'theirs']
  for (let index = 0; index < sessions; index++) order.push('ours', 'theirs')
  for (const [index, client] of order.entries()) {
    const page = await context.newPage()
    await page.goto(`${harness.origin}/${client}.html`)
    await page.waitForFunction(() => window.harness !== undefined)
    const offset = await clockOffset(page)
    const signedUrl = await page.evaluate(async (signerOrigin) => {
      const response = await fetch(`${signerOrigin}/functions/v1/elevenlabs-signed-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'local-anon-key' },
        body: JSON.stringify({ agentId: 'demo-agent' }),
      })
      return ((await response.json()) as { signed_url: string }).signed_url
    }, signer.origin)
    await page.evaluate(() => window.__voiceProbe.recordOutput(true))
    await page.evaluate((url) => window.harness.start({ signedUrl: url }), signedUrl)
    const record = records.at(-1) as AgentRecord
    // The first reply has played: the client went back to listening after speaking.
    await page.waitForFunction(
      () => {
        const modes = window.harness.events.modes.map((change) => change.mode)
        return modes.includes('speaking') && modes.at(-1) === 'listening'
      },
      undefined,
      { timeout: 60_000 },
    )
    record.interrupt()
    await page.waitForFunction(
      () =>
        window.__timing.interruptions.length > 0 &&
        window.__voiceProbe.silences.some((t) => t > (window.__timing.interruptions[0] ?? 0)),
      undefined,
      { timeout: 60_000 },
    )
    const figures = await sessionFigures(page, record, offset)
    await page.evaluate(() => window.harness.end())
    await page.close()
    if (index >= 2) results[client].push(figures)
    step(
      `${client.padEnd(6)} ${index < 2 ? 'warm-up ' : ''}connect ${figures.connect.toFixed(0)} ms, ` +
        `capture→receipt ${figures.captureToReceipt.toFixed(1)} ms, ` +
        `first audible ${figures.firstAudible.toFixed(1)} ms, ` +
        `interruption→silence ${figures.interruptionToSilence.toFixed(0)} ms, ` +
        `underruns ${figures.underruns}`,
    )
  }
} finally {
  await browser.close()
  await signer.server.stop()
  await agent.close()
  await harness.close()
}

const of = (key: keyof SessionFigures, client: 'ours' | 'theirs') =>
  results[client].map((figures) => figures[key])
const figures: Figure[] = [
  {
    name: 'Start → connected',
    unit: 'ms',
    ours: of('connect', 'ours'),
    theirs: of('connect', 'theirs'),
    target: 150,
    ratio: 1,
  },
  {
    name: 'agent audio message → first audible output',
    unit: 'ms',
    ours: of('firstAudible', 'ours'),
    theirs: of('firstAudible', 'theirs'),
    target: 30,
    ratio: 1,
  },
  {
    name: 'interruption → silence',
    unit: 'ms',
    ours: of('interruptionToSilence', 'ours'),
    theirs: of('interruptionToSilence', 'theirs'),
    ratio: 1,
  },
  {
    name: 'capture chunk → server receipt',
    unit: 'ms',
    ours: of('captureToReceipt', 'ours'),
    theirs: of('captureToReceipt', 'theirs'),
    ratio: 1,
  },
  {
    name: 'underruns (total)',
    unit: 'count',
    ours: of('underruns', 'ours'),
    theirs: of('underruns', 'theirs'),
    target: 0,
    ratio: 1,
  },
]
console.log('')
console.log(`${sessions} sessions each, medians (underruns: totals over all sessions)`)
console.log(table(figures))
const missed = figures.map(summarise).filter((row) => !row.ok)
console.log('')
console.log(
  missed.length === 0 ? 'All targets met' : `Missed: ${missed.map((row) => row.name).join(', ')}`,
)
process.exitCode = missed.length === 0 ? 0 : 1
