import { describe, expect, it } from 'vitest'
import { formatHeadersFile } from './headers-file.ts'

const rules = [
  {
    pattern: '/*',
    set: [
      ['X-Frame-Options', 'DENY'],
      ['Content-Security-Policy', 'a'],
    ] as const,
  },
  { pattern: '/assets/*', set: [['Cache-Control', 'immutable']] as const },
  {
    pattern: '/about',
    unset: ['Content-Security-Policy'],
    set: [['Content-Security-Policy', 'b']] as const,
  },
  { pattern: '/blog/:slug', set: [['X-Blog', '1']] as const },
  { pattern: '/about', set: [['X-Frame-Options', 'SAMEORIGIN']] as const },
]

describe('the _headers file', () => {
  it('writes each rule as a path line and its indented headers, removals first', () => {
    expect(formatHeadersFile(rules.slice(2, 3), 'a comment')).toBe(
      '# a comment\n/about\n  ! Content-Security-Policy\n  Content-Security-Policy: b\n',
    )
  })

  it('refuses to write a file past Cloudflare limits', () => {
    expect(() => formatHeadersFile([{ pattern: '/', set: [['X-A', 'x'.repeat(2000)]] }])).toThrow(
      'lines stop at 2000 characters',
    )
    const many = Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}`, set: [] }))
    expect(() => formatHeadersFile(many)).toThrow('allows 100 rules')
  })
})
