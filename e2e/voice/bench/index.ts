/**
 * `pnpm bench:e2e`: our voice engine and the official `@elevenlabs/client` (WebSocket), side by
 * side in Chromium, each on a bare page, through the same path: the page asks the real signer
 * (wrangler dev, demo mode) for a signed URL, then talks to the demo agent with the fake
 * microphone. Each client sends microphone chunks of its own default length unless
 * `BENCH_CHUNK_MS` names lengths to compare (one table per length, both clients at that length).
 * Sessions alternate between the two clients so background load hits both alike, at each agent
 * audio format in `BENCH_FORMATS`. Prints the machine's load, the median, 90th percentile and
 * spread of each figure, the ratio ours/theirs and each target, and how far its clocks can be
 * trusted, and saves the figures as JSON. A benchmark prints: it never fails on a figure.
 *
 *   BENCH_SESSIONS=12 BENCH_FORMATS=pcm_16000,ulaw_8000 pnpm bench:e2e
 *   BENCH_TURNS=6 pnpm bench:e2e   # utterance ends measured per session (4 unless set)
 *   BENCH_SESSIONS=10 BENCH_FORMATS=pcm_16000 BENCH_CHUNK_MS=20,32,50,100,250 pnpm bench:e2e
 */
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { createMockAgent, type MockAgent } from '@org/voice-core/testing'
import { chromium } from '@playwright/test'
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
import { type Figure, quantile, table } from './stats.ts'
import { endOfTurnTimes, utteranceEnds } from './turns.ts'

type Client = 'ours' | 'theirs'

const sessions = Number(process.env.BENCH_SESSIONS ?? 12)
if (!Number.isInteger(sessions) || sessions < 10) {
  throw new RangeError(`BENCH_SESSIONS must be a whole number of at least 10, not ${sessions}.`)
}
// End-of-turn times measured in each session before it moves on: one turn per session left the
// median at the mercy of where each utterance's end fell within its chunk.
const turnsPerSession = Number(process.env.BENCH_TURNS ?? 4)
if (!Number.isInteger(turnsPerSession) || turnsPerSession < 1) {
  throw new RangeError(`BENCH_TURNS must be a whole number of at least 1, not ${turnsPerSession}.`)
}
// Each client's own default unless lengths are named; `default` in the list means that too.
const chunkLengths = (process.env.BENCH_CHUNK_MS ?? 'default').split(',').map((text) => {
  if (text.trim() === 'default') return undefined
  const value = Number(text)
  if (!(Number.isFinite(value) && value >= 10)) {
    throw new RangeError(`BENCH_CHUNK_MS must list milliseconds of at least 10, not "${text}".`)
  }
  return value
})
const formats = (process.env.BENCH_FORMATS ?? 'pcm_16000,ulaw_8000').split(',')
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/voice-bench/', import.meta.url))
const step = (text: string) => console.log(`· ${text}`)

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
console.log(
  `voice latency, ours (@org/voice-core) and theirs (@elevenlabs/client 1.25.0, websocket) · ` +
    `Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`,
)
console.log(`load average at the start (1 / 5 / 15 min): ${load()}`)
await mkdir(cacheDir, { recursive: true })
const microphone = `${cacheDir}microphone.wav`
// Short silences around the sentence, so more turns end in each session; each ends on an edge.
const LOOP_TURN_MS = 1000 * writeMicrophoneLoop(microphone, { before: 0.8, after: 0.8 }, true)
await buildHarness(`${cacheDir}harness`)
const harness = await serveHarness(`${cacheDir}harness`, {
  [TAP_PATH]: tapWorkletSource(estimatePitch),
})
const secret = randomUUID()
const records: AgentRecord[] = []
// One agent per audio format, sharing the secret: the signer signs for the first, and a signed
// URL carries the agent id and expiry, not the host, so it opens any of them.
const agents = new Map<string, MockAgent>()
for (const format of formats) {
  agents.set(
    format,
    await createMockAgent({
      port: 0,
      secret,
      inputFormat: format,
      outputFormat: format,
      chooseScenario: () => {
        const record: AgentRecord = {
          receipts: [],
          chunks: [],
          replySentAt: [],
          interrupt: () => {},
        }
        records.push(record)
        return benchScript(record)
      },
    }),
  )
}
const firstAgent = agents.get(formats[0] as string) as MockAgent
step(`harness pages on ${harness.origin}, demo agents for ${formats.join(', ')}`)
const signer = await startSigner({
  port: await freePort(),
  siteOrigin: harness.origin,
  stateDir: `${cacheDir}signer-state`,
  agentUrl: firstAgent.origin,
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
const cdp = await browser.newBrowserCDPSession()
/** CPU seconds used so far by every process of the browser. */
const browserCpu = async () => {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { cpuTime: number }[]
  }
  return processInfo.reduce((sum, process) => sum + process.cpuTime, 0)
}

interface Run {
  format: string
  chunkMs: number | undefined
  results: Record<Client, SessionFigures[]>
}
const runs: Run[] = []
const label = (chunkMs: number | undefined) =>
  chunkMs === undefined ? "each client's default chunk" : `${chunkMs} ms chunks`

try {
  const context = await browser.newContext()
  await context.addInitScript({
    content: probeScript({ path: TAP_PATH, processor: TAP_PROCESSOR }),
  })
  await context.addInitScript({ content: `(${installTiming.toString()})();` })
  for (const format of formats) {
    const agent = agents.get(format) as MockAgent
    for (const chunkMs of chunkLengths) {
      const run: Run = { format, chunkMs, results: { ours: [], theirs: [] } }
      runs.push(run)
      step(`${format}, ${label(chunkMs)}, ${turnsPerSession} turns a session`)
      // One unmeasured session each first: the browser's caches and the signer warm up.
      const order: Client[] = ['ours', 'theirs']
      for (let index = 0; index < sessions; index++) order.push('ours', 'theirs')
      for (const [index, client] of order.entries()) {
        const figures = await session(context, client, agent, chunkMs)
        if (index >= 2) run.results[client].push(figures)
        step(
          `${client.padEnd(6)} ${index < 2 ? 'warm-up ' : ''}connect ${figures.connect.toFixed(0)} ms, ` +
            `end of turn ${figures.endOfTurn.toFixed(1)} ms (${figures.turns} of ` +
            `${figures.agentEnds} at the agent, ${figures.microphoneEnds} at the microphone), ` +
            `${figures.messagesPerSecond.toFixed(1)} msg/s, cpu ${figures.cpu.toFixed(0)}%, ` +
            `capture→receipt ${figures.captureToReceipt.toFixed(1)} ms, ` +
            `first audible ${figures.firstAudible.toFixed(1)} ms, ` +
            `interruption→silence ${figures.interruptionToSilence.toFixed(0)} ms, ` +
            `underruns ${figures.underruns} heard (${figures.underrunsWithAudioOnPage} with the audio ` +
            `on the page, ${figures.underrunsSentLate} sent late by the agent)` +
            (figures.engineUnderruns === undefined ? '' : `, ${figures.engineUnderruns} counted`),
        )
      }
    }
  }
} finally {
  await browser.close()
  await signer.server.stop()
  for (const agent of agents.values()) await agent.close()
  await harness.close()
}

/** One session of `client` on a fresh page, with the agent for the format under test. */
async function session(
  context: Awaited<ReturnType<typeof browser.newContext>>,
  client: Client,
  agent: MockAgent,
  chunkMs: number | undefined,
): Promise<SessionFigures> {
  const page = await context.newPage()
  await page.goto(`${harness.origin}/${client}.html`)
  await page.waitForFunction(() => window.harness !== undefined)
  const clock = await clockOffset(page)
  const signed = await page.evaluate(async (signerOrigin) => {
    const response = await fetch(`${signerOrigin}/functions/v1/elevenlabs-signed-url`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: 'local-anon-key',
        // The token Cloudflare's test site keys hand out; the signer's local stand-in takes it.
        'x-turnstile-token': 'XXXX.DUMMY.TOKEN.XXXX',
      },
      body: JSON.stringify({ agentId: 'demo-agent' }),
    })
    return ((await response.json()) as { signed_url: string }).signed_url
  }, signer.origin)
  const signedUrl = signed.replace(firstAgent.origin, agent.origin)
  await page.evaluate(() => window.__voiceProbe.recordOutput(true))
  const cpuBefore = await browserCpu()
  const wallBefore = performance.now()
  await page.evaluate(
    ({ url, chunk }) =>
      window.harness.start({ signedUrl: url, ...(chunk === null ? {} : { inputChunkMs: chunk }) }),
    { url: signedUrl, chunk: chunkMs ?? null },
  )
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
  // And `turnsPerSession` utterances have ended at the microphone and then at the agent, for the
  // end-of-turn figure (one that ended before the connection reaches the agent only then). The
  // loop's length is no whole number of chunks, so each turn ends at another point of its chunk.
  const rate = record.connection?.settings.inputFormat.sampleRate ?? 16_000
  const deadline = performance.now() + 30_000 + turnsPerSession * LOOP_TURN_MS
  while (performance.now() < deadline) {
    const spoken = await page.evaluate(() => window.__timing.microphoneEnds)
    const ends = utteranceEnds(record.chunks, rate)
    const measured = endOfTurnTimes(
      spoken.map((t) => t + clock.offset),
      ends,
    ).length
    if (measured >= turnsPerSession) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  record.interrupt()
  await page.waitForFunction(
    () =>
      window.__timing.interruptions.length > 0 &&
      window.__voiceProbe.silences.some((t) => t > (window.__timing.interruptions[0] ?? 0)),
    undefined,
    { timeout: 60_000 },
  )
  const cpu = ((await browserCpu()) - cpuBefore) / ((performance.now() - wallBefore) / 1000)
  const figures = { ...(await sessionFigures(page, record, clock)), cpu: cpu * 100 }
  await page.evaluate(() => window.harness.end())
  await page.close()
  return figures
}

/** The table and the notes of one run (a format at a chunk length). */
function report({ format, chunkMs, results }: Run): Figure[] {
  const of = (key: keyof SessionFigures, client: Client) =>
    results[client].map((figures) => Number(figures[key]))
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
      note:
        "first audible: the first sample above −60 dBFS at each client's own hand-over to the browser, " +
        'on the page clock through getOutputTimestamp, less the device latency both contexts report.',
    },
    {
      name: 'end of turn',
      unit: 'ms',
      ours: of('endOfTurn', 'ours'),
      theirs: of('endOfTurn', 'theirs'),
      ratio: 1,
      note:
        "end of turn: an utterance's last sample above −40 dBFS, heard by a tap on the microphone " +
        'stream the client was given, to the arrival at the agent of the chunk that holds it (the ' +
        'agent finds it after half a second of quiet); median per session.',
    },
    {
      name: 'interruption → silence',
      unit: 'ms',
      ours: of('interruptionToSilence', 'ours'),
      theirs: of('interruptionToSilence', 'theirs'),
      ratio: 1,
      note:
        'silence: the first 128-sample block at or below −60 dBFS. Both fade to −80 dB over 2 s ' +
        '(docs/voice-chat.md#interruption): ours from the interruption, fastest at first (dB ∝ √t); ' +
        'theirs evenly in dB, timed from its last audio message (0.7 s before the interruption in ' +
        'this script).',
    },
    {
      name: 'capture chunk → server receipt',
      unit: 'ms',
      ours: of('captureToReceipt', 'ours'),
      theirs: of('captureToReceipt', 'theirs'),
      ratio: 1,
    },
    {
      name: 'microphone messages per second',
      unit: 'ms',
      ours: of('messagesPerSecond', 'ours'),
      theirs: of('messagesPerSecond', 'theirs'),
    },
    {
      name: 'browser CPU (% of one core)',
      unit: 'ms',
      ours: of('cpu', 'ours'),
      theirs: of('cpu', 'theirs'),
      note:
        "browser CPU: every Chromium process's CPU time over the session's wall time, from the " +
        'start to the silence after the interruption (the bench page and its taps included, alike ' +
        'for both).',
    },
    {
      name: 'underruns heard (total)',
      unit: 'count',
      ours: of('underruns', 'ours'),
      theirs: of('underruns', 'theirs'),
      target: 0,
      ratio: 1,
    },
  ]
  console.log('')
  console.log(
    `${format}, ${label(chunkMs)}: ${sessions} sessions each; load average now: ${load()}`,
  )
  console.log(table(figures))
  const heard = of('underruns', 'ours')
  const counted = results.ours.map((session) => session.engineUnderruns ?? Number.NaN)
  const agree = heard.filter((value, index) => value === counted[index]).length
  console.log(
    `cross-check, ours: the engine counted ${counted.reduce((sum, value) => sum + value, 0)} ` +
      `underruns (getStats), the speaker tap heard ${heard.reduce((sum, value) => sum + value, 0)}; ` +
      `they agree in ${agree} of ${heard.length} sessions`,
  )
  for (const client of ['ours', 'theirs'] as const) {
    const turns = results[client].map((session) => session.turns)
    console.log(
      `end of turn, ${client}: ${turns.reduce((sum, value) => sum + value, 0)} turns measured, ` +
        `${Math.min(...turns)} to ${Math.max(...turns)} a session (the figure is each session's median)`,
    )
  }
  for (const client of ['ours', 'theirs'] as const) {
    const total = (key: 'underruns' | 'underrunsWithAudioOnPage' | 'underrunsSentLate') =>
      results[client].reduce((sum, session) => sum + session[key], 0)
    const late = total('underruns') - total('underrunsWithAudioOnPage')
    console.log(
      `underruns, ${client}: ${total('underruns')} heard; ${total('underrunsWithAudioOnPage')} while ` +
        `the next audio was already on the page (the client's own), ${late} while it was not ` +
        `(${total('underrunsSentLate')} of them sent late by the agent, the rest delivered late by ` +
        'the busy machine)',
    )
  }
  console.log(
    'where Start → connected goes (median ms from startSession called; first of each step unless marked):',
  )
  const stepNames = [
    'microphone asked',
    'worklet asked',
    'microphone granted',
    'socket created',
    'socket open',
    'metadata',
    'worklet loaded',
    'worklet loaded (last)',
  ]
  for (const client of ['ours', 'theirs'] as const) {
    const cells = stepNames.map((name) => {
      const at = quantile(
        results[client].map((session) => session.steps[name] ?? Number.NaN),
        0.5,
      )
      return `${name} ${Number.isFinite(at) ? at.toFixed(0) : '–'}`
    })
    const connected = quantile(of('connect', client), 0.5).toFixed(0)
    console.log(`  ${client.padEnd(6)} ${cells.join(' · ')} · connected ${connected}`)
  }
  const all = [...results.ours, ...results.theirs]
  console.log(
    `resolution: audio clock to page clock within ${quantile(
      all.map((session) => session.audioClockSpread),
      0.5,
    ).toFixed(2)} ms (median spread of getOutputTimestamp over a session; worst ${Math.max(
      ...all.map((session) => session.audioClockSpread),
    ).toFixed(2)} ms); page clock to agent clock within ${quantile(
      all.map((session) => session.pageClockResolution),
      0.5,
    ).toFixed(2)} ms (half the best of 5 round trips)`,
  )
  return figures
}

const saved = runs.map((run) => ({
  format: run.format,
  chunkMs: run.chunkMs ?? 'default',
  figures: report(run).map(({ name, unit, ours, theirs }) => ({ name, unit, ours, theirs })),
}))
if (runs.length > 1) {
  console.log('')
  console.log('summary (medians, ours | theirs):')
  for (const run of runs) {
    const median = (key: keyof SessionFigures, client: Client) =>
      quantile(
        run.results[client].map((figures) => Number(figures[key])),
        0.5,
      ).toFixed(1)
    const both = (key: keyof SessionFigures) => `${median(key, 'ours')} | ${median(key, 'theirs')}`
    console.log(
      `  ${run.format}, ${label(run.chunkMs).padEnd(27)} end of turn ${both('endOfTurn')} ms · ` +
        `${both('messagesPerSecond')} msg/s · CPU ${both('cpu')} % · first audible ` +
        `${both('firstAudible')} ms`,
    )
  }
}
const file = `${cacheDir}figures-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
await writeFile(file, `${JSON.stringify({ load: loadavg(), sessions, runs: saved }, null, 2)}\n`)
console.log('')
console.log(`figures saved to ${file}`)
