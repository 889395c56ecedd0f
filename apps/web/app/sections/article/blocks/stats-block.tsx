import type { ArticleBlock } from '@org/content'

/** Headline figures side by side, each read with its label as one phrase. */
export function StatsBlock({ block }: { block: Extract<ArticleBlock, { type: 'stats' }> }) {
  return (
    <ul data-block="stats" className="my-10 grid list-none gap-4 p-0 sm:grid-cols-3">
      {block.items.map((item) => (
        <li
          key={item.value}
          className="relative mt-0 flex flex-col gap-2 overflow-hidden rounded-card bg-surface-raised p-5 pl-5 shadow-card"
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-primary to-accent"
          />
          <span className="text-3xl font-extrabold text-primary">{item.value}</span>
          <span className="text-sm text-ink-muted">{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
