/**
 * In real Chromium: a page whose Content Security Policy leaves out blob: and data: cannot load the
 * inline worklets, and the error says so instead of blaming AudioWorklet support. The policy is
 * added as a meta tag, which applies from then on to this test file's page only.
 */
import { describe, expect, it } from 'vitest'
import { cspBlocksScheme } from './csp'
import { addWorklet } from './load'

const worklet = `data:text/javascript,${encodeURIComponent(
  'registerProcessor("csp-probe", class extends AudioWorkletProcessor { process() { return true } })',
)}`

describe('a worklet blocked by the page’s Content Security Policy', () => {
  it('loads, and blames nothing, before the policy exists', async () => {
    await expect(cspBlocksScheme(worklet)).resolves.toBe(false)
    await addWorklet(new OfflineAudioContext(1, 128, 16_000), 'capture', worklet)
  })

  it('names the policy once it blocks data: and blob: scripts', async () => {
    const policy = document.createElement('meta')
    policy.httpEquiv = 'Content-Security-Policy'
    policy.content = "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
    document.head.append(policy)

    await expect(cspBlocksScheme(worklet)).resolves.toBe(true)
    await expect(cspBlocksScheme('blob:https://example.com/x')).resolves.toBe(true)
    // Same-origin files are the recipe under such a policy: never blamed on it.
    await expect(cspBlocksScheme('/capture.js')).resolves.toBe(false)
    await expect(
      addWorklet(new OfflineAudioContext(1, 128, 16_000), 'playback', worklet),
    ).rejects.toThrow(
      "Failed to load the playback worklet module: the page's Content Security Policy blocks it. Allow blob: in script-src, or serve the worklet files and pass workletPaths.",
    )
    // No probe script is left behind.
    expect(document.querySelectorAll('script[src^="data:"], script[src^="blob:"]')).toHaveLength(0)
  })
})
