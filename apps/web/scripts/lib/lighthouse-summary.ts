import type { Result } from 'lighthouse'

/** The four Lighthouse categories the site is scored on, by their report ids. */
export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const

/** One of {@link lighthouseCategories}. */
export type LighthouseCategory = (typeof lighthouseCategories)[number]

/** The lowest score each category may have: performance 0.95, the others full marks. */
export const lighthouseThresholds: Record<LighthouseCategory, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
}

/** What one Lighthouse run says of one page: the four scores, three metrics and what cost points. */
export interface RunSummary {
  /** Category scores from 0 to 1. */
  scores: Record<LighthouseCategory, number>
  /** Largest Contentful Paint in milliseconds. */
  lcp: number
  /** Total Blocking Time in milliseconds. */
  tbt: number
  /** Cumulative Layout Shift (unitless). */
  cls: number
  /**
   * Every weighted audit of a category that scored below 1, as `category: audit id (score)`, so
   * a report names what to fix. Performance's metric audits are left out (the metrics say it).
   */
  shortfalls: string[]
}

/** A score Lighthouse could not compute counts as 0: a page that cannot be measured fails. */
function scoreOf(result: Result, category: LighthouseCategory): number {
  return result.categories[category]?.score ?? 0
}

/** A metric audit's value; NaN when the run produced none, which fails every comparison. */
function metricOf(result: Result, auditId: string): number {
  return result.audits[auditId]?.numericValue ?? Number.NaN
}

/** Condenses a Lighthouse result to the figures the site is held to. */
export function summariseRun(result: Result): RunSummary {
  const shortfalls: string[] = []
  for (const category of lighthouseCategories) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id]
      if (ref.weight === 0 || ref.group === 'metrics' || !audit || audit.score === null) continue
      if (audit.score < 1) shortfalls.push(`${category}: ${ref.id} (${audit.score})`)
    }
  }
  return {
    scores: Object.fromEntries(
      lighthouseCategories.map((category) => [category, scoreOf(result, category)]),
    ) as Record<LighthouseCategory, number>,
    lcp: metricOf(result, 'largest-contentful-paint'),
    tbt: metricOf(result, 'total-blocking-time'),
    cls: metricOf(result, 'cumulative-layout-shift'),
    shortfalls,
  }
}

/**
 * The run with the median performance score (the lower middle one for an even count): one
 * whole run, so its scores and metrics belong together, as Lighthouse CI reports a median run.
 */
export function medianRun(runs: readonly RunSummary[]): RunSummary {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!median) throw new Error('No Lighthouse run to take the median of.')
  return median
}

/** Why a page's median run misses the thresholds, one line per category; empty when it meets them. */
export function thresholdFailures(path: string, run: RunSummary): string[] {
  return lighthouseCategories
    .filter((category) => !(run.scores[category] >= lighthouseThresholds[category]))
    .map(
      (category) =>
        `${path}: ${category} ${run.scores[category]} is below ${lighthouseThresholds[category]}`,
    )
}

/** Scores as whole numbers out of 100, as Lighthouse shows them. */
const percent = (score: number) => String(Math.round(score * 100))

/** The per-route table: path, the four scores out of 100, LCP and TBT in ms, CLS. */
export function lighthouseTable(rows: readonly { path: string; run: RunSummary }[]): string {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS']
  const body = rows.map(({ path, run }) => [
    path,
    percent(run.scores.performance),
    percent(run.scores.accessibility),
    percent(run.scores['best-practices']),
    percent(run.scores.seo),
    String(Math.round(run.lcp)),
    String(Math.round(run.tbt)),
    run.cls.toFixed(3),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(header), ...body.map(line)].join('\n')
}
