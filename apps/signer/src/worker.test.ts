import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

// Goes through the Worker's own fetch entry in workerd, as a deployed request would.
describe('worker entry', () => {
  it('serves /health', async () => {
    const res = await exports.default.fetch('https://signer.test/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})
