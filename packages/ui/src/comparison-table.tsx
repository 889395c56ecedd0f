import { CheckIcon, MinusIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** One cell: `true` (included), `false` (not included), or text such as "24 hours". */
export type ComparisonCell = boolean | string

/** One row: the feature and one cell per column. */
export interface ComparisonRow {
  /** The feature, e.g. "Dev hours a month". */
  label: string
  /** One cell per column, in column order. */
  cells: readonly ComparisonCell[]
}

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  /** Says what is compared; read first by screen readers and shown above the table. */
  caption: ReactNode
  /** Hide the caption visually when a heading above already says the same. */
  captionHidden?: boolean
  /** The column headings (the plans). */
  columns: readonly string[]
  /** The rows (the features). */
  rows: readonly ComparisonRow[]
  /** Heading of the first column. */
  featureHeading?: string
  /** Spoken for `true` cells. */
  yesLabel?: string
  /** Spoken for `false` cells. */
  noLabel?: string
  /** Index of a column to highlight, e.g. the most popular plan. */
  highlightColumn?: number
  /** Extra classes for the scrolling wrapper. */
  className?: string
}

/**
 * Checks the table's shape: each row needs exactly one cell per column. A mismatch would shift
 * cells under the wrong plan, so it throws with the row's name instead.
 */
export function assertComparisonShape(columns: readonly string[], rows: readonly ComparisonRow[]) {
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      throw new Error(
        `ComparisonTable row "${row.label}" has ${row.cells.length} cells but there are ${columns.length} columns (${columns.join(', ')}).`,
      )
    }
  }
}

/**
 * Plans side by side. Column and row headings are real `th` elements with `scope`, so screen
 * readers announce "Advanced, Dev hours a month, 24 hours"; ticks and dashes carry spoken text.
 * On narrow screens the table scrolls sideways inside a focusable, labelled region.
 *
 * @example
 * <ComparisonTable caption="Voice plans compared" columns={['Starter', 'Advanced']}
 *   rows={[{ label: 'Call summaries', cells: [true, true] }, { label: 'Dev hours', cells: [false, '24 hours'] }]} />
 */
export function ComparisonTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  featureHeading = 'Feature',
  yesLabel = 'Included',
  noLabel = 'Not included',
  highlightColumn,
  className,
}: ComparisonTableProps) {
  assertComparisonShape(columns, rows)
  const highlight = (index: number) => index === highlightColumn && 'bg-primary-soft'
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must be able to scroll the table when it overflows (WCAG 2.1.1)
      tabIndex={0}
      aria-label={typeof caption === 'string' ? caption : undefined}
      className={cn(
        'overflow-x-auto rounded-card border border-border bg-surface-raised',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption className={cn('p-4 text-left text-lg font-bold', captionHidden && 'sr-only')}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border-strong">
            <th scope="col" className="px-4 py-3 font-semibold">
              {featureHeading}
            </th>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-4 py-3 text-center font-bold', highlight(index))}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className={cn('px-4 py-3 text-center', highlight(index))}>
                  {cell === true ? (
                    <>
                      <CheckIcon
                        aria-hidden="true"
                        className="mx-auto size-5 text-primary"
                        strokeWidth={2}
                      />
                      <span className="sr-only">{yesLabel}</span>
                    </>
                  ) : cell === false ? (
                    <>
                      <MinusIcon
                        aria-hidden="true"
                        className="mx-auto size-5 text-ink-muted"
                        strokeWidth={2}
                      />
                      <span className="sr-only">{noLabel}</span>
                    </>
                  ) : (
                    cell
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
