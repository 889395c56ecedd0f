/**
 * The rate-limit bucket of a client address, so one client cannot pass as many:
 *
 * - IPv6 counts per /64, the block one home or phone usually gets (rotating addresses inside it
 *   is free), written one canonical way whatever the spelling (`2001:DB8::1` = `2001:db8:0::1`);
 * - IPv4 counts per address, leading zeros dropped; an IPv4-mapped IPv6 address is its IPv4;
 * - brackets and zone ids are ignored; anything unreadable shares the one `unknown` bucket.
 *
 * @example
 * clientKey('2001:db8:1:2:aaaa::1') // 'v6:2001:db8:1:2::/64'
 * clientKey('::ffff:192.0.2.1') // 'v4:192.0.2.1'
 */
export function clientKey(address: string | undefined): string {
  const cleaned = (address ?? '')
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  const v4 = ipv4(cleaned)
  if (v4) return `v4:${v4.join('.')}`
  const v6 = ipv6(cleaned)
  if (!v6) return 'unknown'
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
  if (v6.slice(0, 5).every((part) => part === 0) && v6[5] === 0xffff) {
    const [high = 0, low = 0] = v6.slice(6)
    return `v4:${[high >> 8, high & 255, low >> 8, low & 255].join('.')}`
  }
  return `v6:${v6
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

function ipv4(text: string): number[] | undefined {
  const parts = text.split('.')
  if (parts.length !== 4) return undefined
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN))
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : undefined
}

/** The eight 16-bit groups of an IPv6 address, or `undefined` if it is not one. */
function ipv6(text: string): number[] | undefined {
  if (!text.includes(':')) return undefined
  let head = text
  let tail: number[] = []
  // An embedded IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const lastColon = text.lastIndexOf(':')
  const embedded = ipv4(text.slice(lastColon + 1))
  if (embedded) {
    tail = [
      (embedded[0] ?? 0) * 256 + (embedded[1] ?? 0),
      (embedded[2] ?? 0) * 256 + (embedded[3] ?? 0),
    ]
    head = text.slice(0, lastColon + 1)
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const halves = head.split('::')
  if (halves.length > 2) return undefined
  const groups = (half: string | undefined) => (half ? half.split(':') : [])
  const left = groups(halves[0])
  const right = groups(halves[1])
  const parse = (group: string) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16) : Number.NaN
  const known = [...left.map(parse), ...right.map(parse)]
  if (known.some(Number.isNaN)) return undefined
  const missing = 8 - known.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  return [
    ...left.map(parse),
    ...new Array<number>(halves.length === 1 ? 0 : missing).fill(0),
    ...right.map(parse),
    ...tail,
  ]
}
