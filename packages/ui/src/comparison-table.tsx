import { CheckIcon, MinusIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cn } from './cn'
import { ScrollRegion } from './scroll-region'

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
  /** Says what is compared: shown above the table, and the name of the table and its region. */
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
  /** Extra classes for the wrapper around the title and the table. */
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
 * The title sits above the table and names it. On narrow screens only the table scrolls sideways,
 * inside a focusable, labelled region: the feature column stays pinned on the left, and a fade
 * on the right edge shows there is more to see.
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
  const titleId = useId()
  const highlight = (index: number) => index === highlightColumn && 'bg-primary-soft'
  // One class list per column, shared by its cells: a table of 20 rows would otherwise merge the
  // same classes a hundred times while the page starts.
  const cellClasses = columns.map((_, index) =>
    cn('px-4 py-3.5 text-center tabular-nums', highlight(index)),
  )
  // The pinned column keeps an opaque background, and casts a shadow once the plans slide under it.
  const pinned = cn(
    'sticky left-0 z-10 bg-surface-raised px-4 py-3.5 text-left leading-snug font-semibold',
    'w-38 min-w-38 md:w-auto md:min-w-0',
    'transition-shadow duration-(--duration-fast) motion-reduce:transition-none',
    'group-data-[scrolled=true]/scroll:shadow-[6px_0_12px_-6px_rgb(22_32_43/0.18)]',
  )
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <p id={titleId} className={cn('text-lg font-bold', captionHidden && 'sr-only')}>
        {caption}
      </p>
      <ScrollRegion
        labelledBy={titleId}
        fade="end"
        className="rounded-card border border-border bg-surface-raised shadow-card"
      >
        <table aria-labelledby={titleId} className="w-full min-w-[36rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className={cn(pinned, 'text-sm text-ink-muted')}>
                {featureHeading}
              </th>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-4 py-3.5 text-center font-bold', highlight(index))}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-border last:border-b-0">
                <th scope="row" className={pinned}>
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]} className={cellClasses[index]}>
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
      </ScrollRegion>
    </div>
  )
}
