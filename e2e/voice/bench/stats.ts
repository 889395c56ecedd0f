/**
 * The benchmark's arithmetic and its table: per figure the median, the 90th percentile and the
 * spread (lowest to highest) over sessions for each client, the ratio ours/theirs of the medians,
 * and whether ours meets its target.
 */

/** One figure measured for both clients. */
export interface Figure {
  name: string
  unit: 'ms' | 'count'
  ours: number[]
  theirs: number[]
  /** Ours must not exceed this (and, where `ratio` is set, not exceed theirs times it). */
  target?: number
  /** The largest acceptable ours/theirs ratio. */
  ratio?: number
  /** Printed under the table beside the figure's name: what the reader must know to judge it. */
  note?: string
}

/** A client's sessions summed up. Counts compare as totals, so `median` is the total there. */
export interface Summary {
  median: number
  p90: number
  low: number
  high: number
}

/** A figure's row: both summaries, the ratio of their medians and the verdict. */
export interface Row {
  name: string
  ours: Summary
  theirs: Summary
  ratio: number
  ok: boolean
  target: string
}

/** The value at quantile `q` (0–1) of `values`, by linear interpolation; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const low = sorted[below] as number
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number
  return low + (high - low) * (position - below)
}

function summary(values: readonly number[], unit: Figure['unit']): Summary {
  const measured = values.filter((value) => !Number.isNaN(value))
  const low = measured.length ? Math.min(...measured) : Number.NaN
  const high = measured.length ? Math.max(...measured) : Number.NaN
  if (unit === 'count') {
    const total = measured.reduce((sum, value) => sum + value, 0)
    return { median: total, p90: quantile(measured, 0.9), low, high }
  }
  return { median: quantile(measured, 0.5), p90: quantile(measured, 0.9), low, high }
}

/** Summaries, ratio and verdict of a figure. Counts compare as totals (0 underruns is 0 / 0). */
export function summarise(figure: Figure): Row {
  const ours = summary(figure.ours, figure.unit)
  const theirs = summary(figure.theirs, figure.unit)
  const ratio =
    theirs.median === 0
      ? ours.median === 0
        ? 1
        : Number.POSITIVE_INFINITY
      : ours.median / theirs.median
  const withinTarget = figure.target === undefined || ours.median <= figure.target
  const withinRatio = figure.ratio === undefined || ratio <= figure.ratio
  const target = [
    figure.target === undefined ? '' : `≤ ${figure.target}${figure.unit === 'ms' ? ' ms' : ''}`,
    figure.ratio === undefined ? '' : `ratio ≤ ${figure.ratio.toFixed(1)}`,
  ]
    .filter(Boolean)
    .join(', ')
  return { name: figure.name, ours, theirs, ratio, ok: withinTarget && withinRatio, target }
}

const number = (value: number, unit: Figure['unit']) =>
  Number.isFinite(value) ? (unit === 'ms' ? value.toFixed(1) : String(value)) : '–'

function cells(summary: Summary, unit: Figure['unit']): string[] {
  const range = `${number(summary.low, unit)}–${number(summary.high, unit)}`
  if (unit === 'count') return [`${number(summary.median, unit)} total`, '', range]
  return [number(summary.median, unit), number(summary.p90, unit), range]
}

/** The table as text, one row per figure, columns aligned; notes follow it. */
export function table(figures: readonly Figure[]): string {
  const header = [
    'figure',
    'unit',
    'ours median',
    'p90',
    'spread',
    'theirs median',
    'p90',
    'spread',
    'ours/theirs',
    'target',
    '',
  ]
  const rows = figures.map((figure) => {
    const row = summarise(figure)
    return [
      figure.note ? `${row.name} *` : row.name,
      figure.unit,
      ...cells(row.ours, figure.unit),
      ...cells(row.theirs, figure.unit),
      Number.isFinite(row.ratio) ? row.ratio.toFixed(2) : '∞',
      row.target,
      row.ok ? 'met' : 'MISSED',
    ]
  })
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (text: string[]) =>
    text
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const notes = figures.filter((figure) => figure.note).map((figure) => `* ${figure.note}`)
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n')
}
