import { isLoopbackHost } from './loopback'

/** Where ElevenLabs' conversations live unless `ELEVENLABS_SOCKET_HOSTS` names others. */
export const DEFAULT_ELEVENLABS_SOCKET_HOSTS: readonly string[] = ['api.elevenlabs.io']

/**
 * Reads the signed URL the voice service answered with and keeps it only if it is what a visitor
 * may be sent to: an encrypted WebSocket (`wss:`) on one of `hosts`, on the default port, with no
 * user name or password in it. Anything else (plain `ws:`, another host, `wss://x@evil.example`)
 * comes back `undefined`: the browser would carry the conversation, and the visitor's microphone,
 * wherever that address points.
 *
 * @example
 * acceptedSignedUrl('wss://api.elevenlabs.io/v1/convai/conversation?x=1', ['api.elevenlabs.io'])
 * // 'wss://api.elevenlabs.io/v1/convai/conversation?x=1'
 * acceptedSignedUrl('wss://api.elevenlabs.io@evil.example/', ['api.elevenlabs.io']) // undefined
 */
export function acceptedSignedUrl(
  value: string,
  hosts: readonly string[],
  { allowLocalAgent = false }: { allowLocalAgent?: boolean } = {},
): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  // Outside production, a local agent listed in the hosts (a test double on this machine) may
  // answer on plain ws: and its own port: nothing leaves the machine.
  const localAgent =
    allowLocalAgent &&
    isLoopbackHost(url.hostname) &&
    (url.protocol === 'ws:' || url.protocol === 'wss:')
  const allowed =
    (url.protocol === 'wss:' || localAgent) &&
    url.username === '' &&
    url.password === '' &&
    (url.port === '' || localAgent) &&
    // An empty userinfo (`wss://@host`) parses to no user name, yet is still a trick.
    !/^[a-z]+:\/\/[^/?#]*@/i.test(value.trim()) &&
    hosts.includes(url.hostname.toLowerCase())
  return allowed ? url.href : undefined
}
