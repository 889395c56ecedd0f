import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  comparisonTable,
  isThrottlingMethod,
  readRepresentativeRuns,
  siteBenchFile,
} from './site-bench.ts'

describe('the site bench', () => {
  it('accepts the two throttling methods and nothing else', () => {
    expect(['simulate', 'devtools', 'Devtools', 'provided', ''].map(isThrottlingMethod)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })

  it('keeps each method’s saved run apart, the simulated one where it always was', () => {
    expect(siteBenchFile('simulate')).toMatch(/[\\/]reports[\\/]site-bench\.json$/)
    expect(siteBenchFile('devtools')).toMatch(/[\\/]reports[\\/]site-bench-devtools\.json$/)
  })

  it('prints each route beside the saved run when no other build was measured', () => {
    const route = { path: '/about', performance: 99, lcpMs: 1700, tbtMs: 0, cls: 0 }
    const saved = [{ ...route, performance: 97, lcpMs: 1820, tbtMs: 12 }]
    const [header, row] = comparisonTable([route], saved, 'saved').split('\n')
    expect(header?.split(/\s+/).filter((heading) => heading === 'saved')).toHaveLength(4)
    expect(row?.split(/\s+/)).toEqual([
      '/about',
      '99',
      '97',
      '1700',
      '1820',
      '-120',
      '0',
      '12',
      '-12',
      '0.000',
      '0.000',
    ])
  })

  it('prints each route beside the build it was measured against, and the difference', () => {
    const route = { path: '/', performance: 99, lcpMs: 1710, tbtMs: 78, cls: 0 }
    const against = [{ ...route, performance: 88, lcpMs: 1560, tbtMs: 454, cls: 0.02 }]
    const [header, row, missing] = comparisonTable(
      [route, { ...route, path: '/about' }],
      against,
    ).split('\n')
    expect(header?.split(/\s+/)).toEqual([
      'route',
      'perf',
      'against',
      'LCP',
      'ms',
      'against',
      'Δ',
      'TBT',
      'ms',
      'against',
      'Δ',
      'CLS',
      'against',
    ])
    expect(row?.split(/\s+/)).toEqual([
      '/',
      '99',
      '88',
      '1710',
      '1560',
      '+150',
      '78',
      '454',
      '-376',
      '0.000',
      '0.020',
    ])
    // Each cell ends under the end of its heading.
    expect(row?.length).toBe(header?.length)
    // A route the other build does not have shows this build's figures alone.
    expect(missing?.trim().split(/\s+/)).toEqual(['/about', '99', '1710', '78', '0.000'])
  })

  it('reads each build’s median runs apart when both are in one upload', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-bench-'))
    const lhr = (lcp: number, tbt: number) => {
      const file = join(dir, `${lcp}.json`)
      writeFileSync(
        file,
        JSON.stringify({
          categories: { performance: { score: 0.97 } },
          audits: {
            'largest-contentful-paint': { numericValue: lcp },
            'total-blocking-time': { numericValue: tbt },
            'cumulative-layout-shift': { numericValue: 0.0014 },
          },
        }),
      )
      return file
    }
    const entries = [
      { url: 'http://127.0.0.1:4173/', isRepresentativeRun: true, jsonPath: lhr(1700.4, 12) },
      { url: 'http://127.0.0.1:4173/about', isRepresentativeRun: false, jsonPath: lhr(9999, 0) },
      { url: 'http://127.0.0.1:4173/about', isRepresentativeRun: true, jsonPath: lhr(1500, 3) },
      { url: 'http://127.0.0.1:41731/', isRepresentativeRun: true, jsonPath: lhr(1600, 40) },
    ]
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(entries))
    expect(readRepresentativeRuns(dir, 'http://127.0.0.1:4173')).toEqual([
      { path: '/', performance: 97, lcpMs: 1700, tbtMs: 12, cls: 0.001 },
      { path: '/about', performance: 97, lcpMs: 1500, tbtMs: 3, cls: 0.001 },
    ])
    expect(readRepresentativeRuns(dir, 'http://127.0.0.1:41731').map((run) => run.lcpMs)).toEqual([
      1600,
    ])
  })
})
