import { describe, expect, it } from 'vitest'
import { createHeadersMatcher, formatHeadersFile, parseHeadersFile } from './headers-file.ts'

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
  it('reads back exactly what it wrote', () => {
    const text = formatHeadersFile(rules, 'a comment')
    expect(text.startsWith('# a comment\n/*\n  X-Frame-Options: DENY\n')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(
      rules.map((rule) => ({ pattern: rule.pattern, set: rule.set, unset: rule.unset ?? [] })),
    )
  })

  it('applies rules in order as Cloudflare does: detach replaces, a second set joins', () => {
    const headersFor = createHeadersMatcher(parseHeadersFile(formatHeadersFile(rules)))
    expect(Object.fromEntries(headersFor('/about'))).toEqual({
      'x-frame-options': 'DENY, SAMEORIGIN',
      'content-security-policy': 'b',
    })
    expect(headersFor('/no-such-page').get('content-security-policy')).toBe('a')
    expect(headersFor('/assets/x.js').get('cache-control')).toBe('immutable')
    expect(headersFor('/blog/post').get('x-blog')).toBe('1')
    expect(headersFor('/blog/post/deeper').has('x-blog')).toBe(false)
    expect(headersFor('/about/team').get('content-security-policy')).toBe('a')
  })

  it('names the line of anything Cloudflare would reject', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('line 1: a header comes before any URL')
    expect(() => parseHeadersFile('/a\n  not a header\n')).toThrow('line 2: expected "Name: value"')
    expect(() => parseHeadersFile('about\n')).toThrow('starts with a path')
    expect(() => parseHeadersFile(`/a\n  X-Long: ${'x'.repeat(2000)}\n`)).toThrow('2000 characters')
  })

  it('refuses to write a file past Cloudflare limits', () => {
    expect(() => formatHeadersFile([{ pattern: '/', set: [['X-A', 'x'.repeat(2000)]] }])).toThrow(
      'lines stop at 2000 characters',
    )
    const many = Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}`, set: [] }))
    expect(() => formatHeadersFile(many)).toThrow('allows 100 rules')
  })
})
