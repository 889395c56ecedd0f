import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import {
  lighthouseTable,
  medianRun,
  type RunSummary,
  summariseRun,
  thresholdFailures,
} from './lighthouse-summary.ts'

/** A run with the given performance score and full marks elsewhere. */
function run(performance: number, lcp = 1000): RunSummary {
  return {
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
    lcp,
    tbt: 20,
    cls: 0,
    shortfalls: [],
  }
}

/** The parts of a Lighthouse result the summary reads. */
function result(): Result {
  const partial = {
    categories: {
      performance: {
        score: 0.97,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0 },
        ],
      },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.8, numericValue: 2412.6 },
      'total-blocking-time': { score: 1, numericValue: 31 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.0042 },
      'render-blocking-insight': { score: 0 },
      'color-contrast': { score: 0 },
      'image-alt': { score: 1 },
      'errors-in-console': { score: null },
    },
  }
  return partial as unknown as Result
}

describe('summariseRun', () => {
  it('reads the four scores and the three metrics', () => {
    const summary = summariseRun(result())
    expect(summary.scores).toEqual({
      performance: 0.97,
      accessibility: 0.96,
      'best-practices': 1,
      seo: 0,
    })
    expect(summary).toMatchObject({ lcp: 2412.6, tbt: 31, cls: 0.0042 })
  })

  it('names the weighted audits that cost points, not metrics, unscored or weightless ones', () => {
    expect(summariseRun(result()).shortfalls).toEqual(['accessibility: color-contrast (0)'])
  })
})

describe('medianRun', () => {
  it('takes the whole run with the middle performance score', () => {
    const middle = run(0.96, 1800)
    expect(medianRun([run(0.99, 900), middle, run(0.9, 3000)])).toBe(middle)
  })

  it('takes the lower middle run of an even count, and the only run of one', () => {
    const lower = run(0.94)
    expect(medianRun([run(1), lower, run(0.97), run(0.8)])).toBe(lower)
    expect(medianRun([lower])).toBe(lower)
  })

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse run/)
  })
})

describe('thresholdFailures', () => {
  it('passes 0.95 performance with full marks elsewhere', () => {
    expect(thresholdFailures('/about', run(0.95))).toEqual([])
  })

  it('names each category below its threshold', () => {
    const summary = run(0.94)
    summary.scores.seo = 0.92
    expect(thresholdFailures('/about', summary)).toEqual([
      '/about: performance 0.94 is below 0.95',
      '/about: seo 0.92 is below 1',
    ])
  })

  it('fails a metric Lighthouse could not score', () => {
    const summary = run(Number.NaN)
    expect(thresholdFailures('/', summary)).toEqual(['/: performance NaN is below 0.95'])
  })
})

describe('lighthouseTable', () => {
  it('prints one aligned row per route, scores out of 100', () => {
    expect(
      lighthouseTable([
        { path: '/', run: run(0.987, 1234.4) },
        { path: '/blog/a-long-article', run: run(0.95) },
      ]),
    ).toBe(
      [
        'route                 perf  a11y   bp  seo  LCP ms  TBT ms    CLS',
        '/                       99   100  100  100    1234      20  0.000',
        '/blog/a-long-article    95   100  100  100    1000      20  0.000',
      ].join('\n'),
    )
  })
})
