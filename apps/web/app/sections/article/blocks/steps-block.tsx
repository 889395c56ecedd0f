import type { ArticleBlock } from '@org/content'
import { RichText } from '../../../shell/rich-text'

/**
 * Numbered steps (an action plan, a rollout): a number on a line that runs from one step to
 * the next. The numbers are drawn; the ordered list tells screen readers the same.
 */
export function StepsBlock({ block }: { block: Extract<ArticleBlock, { type: 'steps' }> }) {
  return (
    <ol data-block="steps" className="my-8 list-none p-0">
      {block.items.map((item, index) => (
        <li key={item.title} className="group relative mt-0 flex gap-5 pb-8 pl-0 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 rounded-full bg-primary-tint group-last:hidden"
          />
          <span
            aria-hidden="true"
            className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary shadow-card ring-4 ring-primary-soft"
          >
            {index + 1}
          </span>
          <div className="min-w-0 pt-1.5">
            <h3 className="m-0 text-lg font-bold text-ink">{item.title}</h3>
            <p className="mt-1 mb-0 text-ink-muted">
              <RichText text={item.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
