import type { ArticleBlock } from '@org/content'
import { cn } from '@org/ui'

/**
 * A table with its caption, scrolling on its own when it is wider than a phone. The first
 * column heads each row; a "Total" row is set apart.
 */
export function TableBlock({ block }: { block: Extract<ArticleBlock, { type: 'table' }> }) {
  return (
    <section
      data-block="table"
      className="table-scroll my-8"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
      tabIndex={0}
      aria-label={block.caption}
    >
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => {
            const [first = '', ...rest] = row
            const total = /^total/i.test(first)
            return (
              <tr key={row.join('|')} className={cn(total && 'bg-primary-soft/60 font-bold')}>
                <th scope="row" className="font-semibold">
                  {first}
                </th>
                {rest.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional; their column is their identity
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
