import { describe, expect, it } from 'vitest'
import { signDemoSession } from './demo-signature'

// The shared test vector: the local demo agent verifies with exactly these values, so a change
// here breaks every demo session.
describe('signDemoSession', () => {
  it('matches the shared vector for expires 1893456000', async () => {
    await expect(signDemoSession('local-demo-secret', 'demo-agent', 1893456000)).resolves.toBe(
      'WnUlBk3nWTJ88GTUtaOsEcwqBYVPDZr22XQb1iwztTE',
    )
  })

  it('matches the shared vector for expires 1893456001', async () => {
    await expect(signDemoSession('local-demo-secret', 'demo-agent', 1893456001)).resolves.toBe(
      'GTxWbDXIL9_z-IWBe4UVpQpbF7t6zvWLYKLqdK7UH2M',
    )
  })

  it('changes with the secret and the agent id', async () => {
    const base = await signDemoSession('local-demo-secret', 'demo-agent', 1893456000)
    await expect(signDemoSession('other-secret', 'demo-agent', 1893456000)).resolves.not.toBe(base)
    await expect(signDemoSession('local-demo-secret', 'demo-agent2', 1893456000)).resolves.not.toBe(
      base,
    )
  })

  it('is base64url without padding', async () => {
    const signature = await signDemoSession('local-demo-secret', 'demo-agent', 1893456001)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
