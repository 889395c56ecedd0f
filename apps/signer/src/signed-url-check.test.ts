import { describe, expect, it } from 'vitest'
import { acceptedSignedUrl, DEFAULT_ELEVENLABS_SOCKET_HOSTS } from './signed-url-check'

const hosts = DEFAULT_ELEVENLABS_SOCKET_HOSTS
const good = 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a&conversation_signature=s'

describe('acceptedSignedUrl', () => {
  it('keeps an encrypted WebSocket on the voice service host', () => {
    expect(acceptedSignedUrl(good, hosts)).toBe(good)
  })

  it('keeps a residency host once it is configured', () => {
    const eu = 'wss://api.eu.residency.elevenlabs.io/v1/convai/conversation?x=1'
    expect(acceptedSignedUrl(eu, hosts)).toBeUndefined()
    expect(acceptedSignedUrl(eu, ['api.eu.residency.elevenlabs.io'])).toBe(eu)
  })

  it.each([
    ['another host', 'wss://evil.example/v1/convai/conversation'],
    ['plain ws', 'ws://api.elevenlabs.io/v1/convai/conversation'],
    ['https', 'https://api.elevenlabs.io/v1/convai/conversation'],
    ['a userinfo trick', 'wss://api.elevenlabs.io@evil.example/v1/convai/conversation'],
    ['credentials on the right host', 'wss://user:pass@api.elevenlabs.io/v1/convai/conversation'],
    ['an empty userinfo', 'wss://@api.elevenlabs.io/v1/convai/conversation'],
    ['a look-alike host', 'wss://api.elevenlabs.io.evil.example/v1/convai/conversation'],
    ['another port', 'wss://api.elevenlabs.io:8443/v1/convai/conversation'],
    ['not a URL', 'not a url'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s', (_label, value) => {
    expect(acceptedSignedUrl(value, hosts)).toBeUndefined()
  })

  it('takes a local agent on plain ws: outside production only, and only when listed', () => {
    const local = 'ws://127.0.0.1:8788/v1/convai/conversation?agent_id=a'
    expect(acceptedSignedUrl(local, ['127.0.0.1'], { allowLocalAgent: true })).toBe(local)
    expect(acceptedSignedUrl(local, ['127.0.0.1'])).toBeUndefined()
    expect(acceptedSignedUrl(local, hosts, { allowLocalAgent: true })).toBeUndefined()
    expect(
      acceptedSignedUrl('ws://evil.example:8788/', ['evil.example'], { allowLocalAgent: true }),
    ).toBeUndefined()
  })
})
