import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key'

describe('clientKey', () => {
  it('puts every address of one IPv6 /64 in one bucket', () => {
    const keys = new Set(
      Array.from({ length: 100 }, (_, i) => clientKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
    )
    expect([...keys]).toEqual(['v6:2001:db8:aa:bb::/64'])
    expect(clientKey('2001:db8:aa:bc::1')).toBe('v6:2001:db8:aa:bc::/64')
  })

  it('reads the spellings of one address as one', () => {
    const spellings = [
      '2001:db8::1',
      '2001:DB8:0:0:0:0:0:1',
      '2001:0db8:0000::0001',
      '[2001:db8::1]',
      '2001:db8::1%eth0',
      ' 2001:db8::1 ',
    ]
    expect(new Set(spellings.map(clientKey))).toEqual(new Set(['v6:2001:db8:0:0::/64']))
  })

  it('counts IPv4 per address, the same however it is written', () => {
    expect(clientKey('192.0.2.1')).toBe('v4:192.0.2.1')
    expect(clientKey('192.000.002.001')).toBe('v4:192.0.2.1')
    expect(clientKey('::ffff:192.0.2.1')).toBe('v4:192.0.2.1')
    expect(clientKey('::ffff:c000:201')).toBe('v4:192.0.2.1')
    expect(clientKey('192.0.2.2')).toBe('v4:192.0.2.2')
  })

  it('puts anything unreadable in one shared bucket', () => {
    for (const junk of [
      undefined,
      '',
      'unknown',
      '300.1.1.1',
      '1.2.3',
      '1::2::3',
      'g::1',
      '1:2:3:4:5:6:7:8:9',
    ]) {
      expect(clientKey(junk)).toBe('unknown')
    }
  })

  it('reads the compressed forms at either end', () => {
    expect(clientKey('::')).toBe('v6:0:0:0:0::/64')
    expect(clientKey('::1')).toBe('v6:0:0:0:0::/64')
    expect(clientKey('fe80::')).toBe('v6:fe80:0:0:0::/64')
    expect(clientKey('1:2:3:4:5:6:7:8')).toBe('v6:1:2:3:4::/64')
  })
})
