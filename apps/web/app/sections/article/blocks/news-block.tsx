import type { ArticleBlock } from '@org/content'
import { ClockIcon, NewspaperIcon } from 'lucide-react'
import { RichText } from '../../../shell/rich-text'
import type { BlockLabels } from './block-labels'

/** The briefing's news items: numbered cards with category, read time, title, summary, source. */
export function NewsBlock({
  block,
  labels,
}: {
  block: Extract<ArticleBlock, { type: 'news' }>
  labels: BlockLabels
}) {
  return (
    <ol data-block="news" className="my-8 flex list-none flex-col gap-5 p-0">
      {block.items.map((item, index) => (
        <li
          key={item.title}
          className="relative mt-0 overflow-hidden rounded-card border border-border bg-surface-raised p-5 pl-5 shadow-card md:p-7"
        >
          <span
            aria-hidden="true"
            className="absolute top-4 right-5 text-4xl font-extrabold text-primary-line tabular-nums md:top-5 md:right-7"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <p className="m-0 flex flex-wrap items-center gap-3 pr-14 text-sm">
            <span className="rounded-full bg-primary-soft px-3 py-0.5 font-semibold text-primary">
              {item.category}
            </span>
            <span className="inline-flex items-center gap-1.5 text-ink-muted">
              <ClockIcon aria-hidden="true" strokeWidth={2} className="size-4" />
              {item.time}
            </span>
          </p>
          <h3 className="mt-3 mb-0 pr-10 text-lg font-bold text-ink">{item.title}</h3>
          <p className="mt-2 mb-0 text-base">
            <RichText text={item.summary} />
          </p>
          <p className="mt-4 mb-0 flex items-center gap-2 border-t border-border pt-3 text-sm text-ink-muted">
            <NewspaperIcon aria-hidden="true" strokeWidth={2} className="size-4 shrink-0" />
            <span>
              <span className="font-semibold text-ink">{labels.source}:</span> {item.source}
            </span>
          </p>
        </li>
      ))}
    </ol>
  )
}
