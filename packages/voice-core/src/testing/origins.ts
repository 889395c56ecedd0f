/**
 * Which pages may open a conversation with the mock agent, and which interfaces count as this
 * machine only.
 */
import { isIPv4, isIPv6 } from 'node:net'

/**
 * Whether a host name or address reaches this machine only: `localhost`, `127.0.0.0/8` or `::1`
 * (also written `[::1]` or as an IPv4-mapped `::ffff:127.x.y.z`).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  if (bare === 'localhost') return true
  if (isIPv4(bare)) return bare.startsWith('127.')
  if (!isIPv6(bare)) return false
  // The URL parser writes every IPv6 spelling one way, so `0:0::1` and `::1` compare equal.
  const canonical = new URL(`http://[${bare}]`).hostname
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical)
}

/**
 * Whether an `Origin` header names a page served from this machine: `http:` or `https:` on a
 * loopback host, or on a `*.localhost` name, which browsers always resolve to loopback.
 */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return isLoopbackHost(url.hostname) || url.hostname.endsWith('.localhost')
}

/**
 * Normalises the allow-list a caller gave: each entry must be an `http:` or `https:` origin,
 * such as `https://www.example.com` (no path, query or trailing slash).
 *
 * @throws TypeError naming the first entry that is not an origin.
 */
export function parseAllowedOrigins(origins: readonly string[]): Set<string> {
  const parsed = new Set<string>()
  for (const origin of origins) {
    let url: URL | undefined
    try {
      url = new URL(origin)
    } catch {
      url = undefined
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new TypeError(
        `Allowed origins must be http or https origins such as https://www.example.com; got ${JSON.stringify(origin)}`,
      )
    }
    parsed.add(url.origin)
  }
  return parsed
}

/**
 * Whether a WebSocket upgrade's `Origin` may start a conversation. Pages on this machine always
 * may; others only when listed. A request without `Origin` does not come from a browser page
 * (any program can send any header), so the signed URL is what stops it, not this check.
 */
export function originAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true
  return isLoopbackOrigin(origin) || allowed.has(origin)
}
