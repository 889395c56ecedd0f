/**
 * Starts what every voice test shares: a snapshot of the production site, the real signer in
 * demo mode and the bare harness pages. Each worker starts its own demo agent (`fixtures.ts`).
 */
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { estimatePitch } from './audio/pitch.ts'
import { publishEnvironment } from './environment.ts'
import { buildHarness } from './harness/build.ts'
import { serveHarness } from './harness/server.ts'
import { writeMicrophoneLoop } from './microphone.ts'
import { TAP_PATH, tapWorkletSource } from './page/tap-worklet.ts'
import { freePort } from './servers/ports.ts'
import { startSigner } from './servers/signer.ts'
import { startSite } from './servers/site.ts'

const cacheDir = fileURLToPath(new URL('../node_modules/.cache/voice-e2e/', import.meta.url))

export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(cacheDir, { recursive: true })
  const microphoneFile = `${cacheDir}microphone.wav`
  writeMicrophoneLoop(microphoneFile)
  const tap = tapWorkletSource(estimatePitch)
  await buildHarness(`${cacheDir}harness`)
  const harness = await serveHarness(`${cacheDir}harness`, { [TAP_PATH]: tap })
  const site = await startSite(`${cacheDir}site`, await freePort(), {
    path: TAP_PATH,
    content: tap,
  })
  const agentSecret = randomUUID()
  try {
    const signer = await startSigner({
      port: await freePort(),
      siteOrigin: site.origin,
      stateDir: `${cacheDir}signer-state`,
      agentUrl: site.connect.agentOrigin,
      agentSecret,
    })
    publishEnvironment({
      siteOrigin: site.origin,
      signerOrigin: signer.origin,
      builtSignerOrigin: site.connect.signerOrigin,
      builtAgentOrigin: site.connect.agentOrigin,
      agentSecret,
      cacheDir,
      microphoneFile,
      harnessOrigin: harness.origin,
    })
    return async () => {
      await Promise.all([signer.server.stop(), site.server.stop(), harness.close()])
    }
  } catch (error) {
    await Promise.all([site.server.stop(), harness.close()])
    throw error
  }
}
