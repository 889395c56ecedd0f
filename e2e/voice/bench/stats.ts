/**
 * The benchmark's arithmetic and its table: medians over sessions, the ratio ours/theirs, and
 * whether each figure meets its target.
 */
import { median } from '../src/audio/pitch.ts'

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
}

/** A figure's row: medians, ratio and verdict. */
export interface Row {
  name: string
  ours: number
  theirs: number
  ratio: number
  ok: boolean
  target: string
}

/** Medians, ratio and verdict of a figure. Counts compare as totals (0 underruns is 0 / 0). */
export function summarise(figure: Figure): Row {
  const ours = figure.unit === 'count' ? sum(figure.ours) : median(figure.ours)
  const theirs = figure.unit === 'count' ? sum(figure.theirs) : median(figure.theirs)
  const ratio = theirs === 0 ? (ours === 0 ? 1 : Number.POSITIVE_INFINITY) : ours / theirs
  const withinTarget = figure.target === undefined || ours <= figure.target
  const withinRatio = figure.ratio === undefined || ratio <= figure.ratio
  const target = [
    figure.target === undefined ? '' : `≤ ${figure.target}${figure.unit === 'ms' ? ' ms' : ''}`,
    figure.ratio === undefined ? '' : `ratio ≤ ${figure.ratio.toFixed(1)}`,
  ]
    .filter(Boolean)
    .join(', ')
  return { name: figure.name, ours, theirs, ratio, ok: withinTarget && withinRatio, target }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

const format = (value: number, unit: Figure['unit']) =>
  Number.isFinite(value) ? (unit === 'ms' ? value.toFixed(1) : String(value)) : '∞'

/** The table as text, one row per figure, columns aligned. */
export function table(figures: readonly Figure[]): string {
  const header = ['figure (median)', 'ours', 'theirs', 'ours/theirs', 'target', '']
  const rows = figures.map((figure) => {
    const row = summarise(figure)
    const unit = figure.unit === 'ms' ? ' ms' : ''
    return [
      row.name,
      `${format(row.ours, figure.unit)}${unit}`,
      `${format(row.theirs, figure.unit)}${unit}`,
      Number.isFinite(row.ratio) ? row.ratio.toFixed(2) : '∞',
      row.target,
      row.ok ? 'met' : 'MISSED',
    ]
  })
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}
