import { describe, expect, it } from 'vitest'
import { isThrottlingMethod, siteBenchFile, siteBenchTable } from './site-bench.ts'

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

  it('prints each route beside its change since the saved run', () => {
    const route = { path: '/about', performance: 99, lcpMs: 1700, tbtMs: 0, cls: 0 }
    const previous = {
      date: '2026-11-30T00:00:00.000Z',
      runsPerRoute: 3,
      loadAverage: [0.1, 0.2, 0.3],
      routes: [{ ...route, performance: 97, lcpMs: 1820, tbtMs: 12 }],
    }
    const [header, row] = siteBenchTable([route], previous).split('\n')
    expect(header?.split(/\s+/)).toEqual([
      'route',
      'perf',
      'Δ',
      'LCP',
      'ms',
      'Δ',
      'TBT',
      'ms',
      'Δ',
      'CLS',
    ])
    expect(row?.split(/\s+/)).toEqual(['/about', '99', '+2', '1700', '-120', '0', '-12', '0.000'])
  })
})
