import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  articleSnippets,
  bundledSources,
  contributingSources,
  notInFirstLoad,
} from './first-load-sources.ts'

describe('what a page’s scripts bundle', () => {
  it('finds only the sources a source map attributes code to', () => {
    // Segments: [col, source 0, ...]; [col] alone, code from no source; then [col, +2 → source
    // 2, ...]. Source 1 maps nothing.
    const map = { sources: ['a.ts', 'listed-only.ts', 'c.ts'], mappings: 'AAAA,C,CEAA' }
    expect(contributingSources(map)).toEqual(['a.ts', 'c.ts'])
  })

  it('reads each fetched script’s map, and refuses a script without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maps-'))
    writeFileSync(
      join(dir, 'entry.js.map'),
      JSON.stringify({ sources: ['../../packages/voice-core/src/session.ts'], mappings: 'AAAA' }),
    )
    expect([...bundledSources(['/entry.js'], dir)]).toEqual([
      '../../packages/voice-core/src/session.ts',
    ])
    expect(() => bundledSources(['/other.js'], dir, dir)).toThrow('No source map for /other.js')
  })

  it('passes a map-less stub that only re-exports another chunk, and nothing else map-less', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maps-'))
    writeFileSync(join(dir, 'stub.js'), 'export{t as clientLoader}from"./home-x.js";\n')
    writeFileSync(join(dir, 'code.js'), 'export{t as clientLoader}from"./home-x.js";let a=1;')
    expect([...bundledSources(['/stub.js'], dir, dir)]).toEqual([])
    expect(() => bundledSources(['/code.js'], dir, dir)).toThrow('No source map for /code.js')
  })

  it('recognises the voice chat’s and the form’s code by where it comes from', () => {
    const named = (source: string) =>
      Object.entries(notInFirstLoad)
        .filter(([, pattern]) => pattern.test(source))
        .map(([name]) => name)
    expect(named('../../packages/voice-core/src/session.ts')).toEqual(['@org/voice-core'])
    expect(named('../../packages/voice-react/src/modal.tsx')).toEqual(['@org/voice-react'])
    expect(
      named(
        '../../node_modules/.pnpm/@supabase+functions-js@2/node_modules/@supabase/functions-js/x.js',
      ),
    ).toEqual(['@supabase/supabase-js'])
    expect(named('../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core.js')).toEqual(['zod'])
    expect(named('../../packages/ui/src/button.tsx')).toEqual([])
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
