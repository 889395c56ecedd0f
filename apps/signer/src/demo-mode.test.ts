import { describe, expect, it } from 'vitest'
import { DEMO_SESSION_TTL_SECONDS, demoSignedUrl } from './demo-mode'
import { signDemoSession } from './demo-signature'

describe('demoSignedUrl', () => {
  it('signs the demo agent address with a 15-minute expiry', async () => {
    const now = Date.UTC(2030, 0, 1) // 1893456000 s
    const url = await demoSignedUrl({ agentId: 'demo-agent', secret: 'local-demo-secret', now })
    expect(url).toBe(
      'ws://127.0.0.1:8788/v1/convai/conversation?agent_id=demo-agent&expires=1893456900' +
        `&signature=${await signDemoSession('local-demo-secret', 'demo-agent', 1893456900)}`,
    )
    expect(DEMO_SESSION_TTL_SECONDS).toBe(900)
  })

  it('rounds the current time down to whole seconds', async () => {
    const now = 1893456000 * 1000 + 999
    const url = new URL(await demoSignedUrl({ agentId: 'demo-agent', secret: 's', now }))
    expect(url.searchParams.get('expires')).toBe('1893456900')
  })

  it('appends the conversation path to a base URL with a trailing slash or a path', async () => {
    const withSlash = await demoSignedUrl({
      agentId: 'a',
      secret: 's',
      baseUrl: 'ws://h:1/',
      now: 0,
    })
    expect(withSlash).toMatch(/^ws:\/\/h:1\/v1\/convai\/conversation\?agent_id=a&expires=900&/)
    const withPath = await demoSignedUrl({
      agentId: 'a',
      secret: 's',
      baseUrl: 'wss://h/agent',
      now: 0,
    })
    expect(withPath).toMatch(/^wss:\/\/h\/agent\/v1\/convai\/conversation\?/)
  })

  it('uses a configured demo agent base URL', async () => {
    const url = new URL(
      await demoSignedUrl({
        agentId: 'demo-agent',
        secret: 'local-demo-secret',
        baseUrl: 'wss://agent.example.com',
        now: 0,
      }),
    )
    expect(url.origin).toBe('wss://agent.example.com')
    expect(url.pathname).toBe('/v1/convai/conversation')
    expect(url.searchParams.get('signature')).toBe(
      await signDemoSession('local-demo-secret', 'demo-agent', 900),
    )
  })
})
