import { afterEach, describe, expect, it } from 'vitest'
import { admission } from './client.test.helper.ts'
import { createMockAgent, type MockAgent } from './mock-agent.ts'
import { signConversationUrl } from './signature.ts'

const SECRET = 'admission-test-secret'
let agent: MockAgent | undefined

afterEach(async () => {
  await agent?.close()
  agent = undefined
})

const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds
const refused = (reason: string) => ({ code: 1008, reason: `Refused: ${reason}` })

describe('the origin allow-list', { timeout: 30_000 }, () => {
  it('refuses a page from another site with 1008, before looking at the signature', async () => {
    agent = await createMockAgent({ secret: SECRET })
    const foreign = { origin: 'https://evil.example' }
    expect(await admission(agent.signUrl('demo-agent'), foreign)).toEqual(
      refused("the page's origin is not allowed"),
    )
    expect(await admission(agent.url, foreign)).toEqual(refused("the page's origin is not allowed"))
    expect(agent.connections).toEqual([])
  })

  it('lets pages on this machine and clients without an Origin through', async () => {
    agent = await createMockAgent({ secret: SECRET })
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      expect(await admission(agent.signUrl('demo-agent'), { origin }), origin).toBe('started')
    }
    expect(await admission(agent.signUrl('demo-agent'))).toBe('started')
  })

  it('lets the origins it is given through, and only those', async () => {
    agent = await createMockAgent({ secret: null, allowedOrigins: ['https://www.example.com'] })
    expect(await admission(agent.url, { origin: 'https://www.example.com' })).toBe('started')
    expect(await admission(agent.url, { origin: 'https://example.com' })).toEqual(
      refused("the page's origin is not allowed"),
    )
  })

  it('checks origins even when it accepts any URL', async () => {
    agent = await createMockAgent({ secret: null })
    expect(await admission(agent.url, { origin: 'https://evil.example' })).toEqual(
      refused("the page's origin is not allowed"),
    )
  })

  it('refuses to start with an allowed origin that is not an origin', async () => {
    await expect(createMockAgent({ allowedOrigins: ['www.example.com'] })).rejects.toThrow(
      'Allowed origins must be http or https origins such as https://www.example.com; got "www.example.com"',
    )
  })
})

describe('the signed URL lifetime', { timeout: 30_000 }, () => {
  it('refuses a URL dated more than 15 minutes ahead, even with the right secret', async () => {
    agent = await createMockAgent({ secret: SECRET })
    const sign = (expires: number) =>
      signConversationUrl(agent?.url as string, { secret: SECRET, agentId: 'any-agent', expires })
    expect(await admission(sign(expiresIn(900)))).toBe('started')
    const tooFar = refused('the signed URL expires more than 15 minutes from now')
    expect(await admission(sign(expiresIn(3600)))).toEqual(tooFar)
    expect(await admission(sign(99_999_999_999))).toEqual(tooFar)
  })

  it('signs for at most 15 minutes', async () => {
    agent = await createMockAgent({ secret: SECRET })
    expect(() => agent?.signUrl('demo-agent', 901)).toThrow(
      new RangeError(
        'ttlSeconds must be at most 900: the agent refuses URLs that live longer; got 901',
      ),
    )
    expect(await admission(agent.signUrl('demo-agent', 900))).toBe('started')
  })
})
