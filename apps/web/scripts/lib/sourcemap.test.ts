import { describe, expect, it } from 'vitest'
import { articleSnippets, budgetFailures, type RouteLoad } from './budget.ts'
import { contributingSources } from './sourcemap.ts'

const load = (path: string, sources: string[], gzipBytes = 1000, code = ''): RouteLoad => ({
  path,
  routeId: path,
  scripts: [],
  gzipBytes,
  inlineGzipBytes: 0,
  sources: new Set(sources),
  code,
})

describe('the JavaScript budget', () => {
  it('finds only the sources a source map attributes code to', () => {
    // Segments: [col, source 0, ...], then [col, +2 → source 2, ...]. Source 1 maps nothing.
    const map = { sources: ['a.ts', 'listed-only.ts', 'c.ts'], mappings: 'AAAA,CEAA' }
    expect(contributingSources(map)).toEqual(['a.ts', 'c.ts'])
  })

  it('fails a heavy home page and one carrying voice chat code', () => {
    expect(budgetFailures([load('/', [], 130_000)], new Map())).toEqual([])
    expect(budgetFailures([load('/', [], 130_001)], new Map())[0]).toMatch(
      'loads 130.0 kB of JavaScript',
    )
    const failures = budgetFailures(
      [
        load('/', [
          '../../packages/voice-core/src/session.ts',
          '../../node_modules/.pnpm/@supabase+functions-js@2/node_modules/@supabase/functions-js/x.js',
        ]),
      ],
      new Map(),
    )
    expect(failures.join('\n')).toContain('@org/voice-core')
    expect(failures.join('\n')).toContain('@supabase/supabase-js')
  })

  it('fails any page with zod, and an article shipping another article’s text', () => {
    const articles = new Map([
      ['/blog/a', ['A missed call is rarely just a missed call']],
      ['/blog/b', ['Offline models keep your data in the office']],
    ])
    const failures = budgetFailures(
      [
        load('/', []),
        load('/blog/a', ['../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core.js']),
        load('/blog/b', [], 1000, 'x="A missed call is rarely just a missed call, for a tradie"'),
      ],
      articles,
    )
    expect(failures).toEqual([
      '/blog/a loads zod: ../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core.js',
      '/blog/b ships text of /blog/a: "A missed call is rarely just a missed call"',
    ])
  })

  it('picks plain 40-character phrases that survive minification verbatim', () => {
    expect(
      articleSnippets([
        "It's short.",
        'A [linked guide](/blog/x) explains how models run offline today.',
      ]),
    ).toEqual(['A linked guide explains how models run o'])
  })
})
