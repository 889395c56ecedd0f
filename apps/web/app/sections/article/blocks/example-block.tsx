import type { ArticleBlock } from '@org/content'
import { KookaburraMark } from '@org/ui'
import { LightbulbIcon, UserRoundIcon } from 'lucide-react'
import { RichText } from '../../../shell/rich-text'
import type { BlockLabels } from './block-labels'

/**
 * An example conversation: what you type (and, where there is one, what the assistant answers)
 * as a chat, with a note on why it works under it.
 */
export function ExampleBlock({
  block,
  labels,
}: {
  block: Extract<ArticleBlock, { type: 'example' }>
  labels: BlockLabels
}) {
  return (
    <div
      data-block="example"
      className="my-8 rounded-card border border-border bg-muted/60 p-5 md:p-6"
    >
      <h3 className="m-0 text-lg font-bold text-ink">{block.title}</h3>
      <div className="mt-4 flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink text-surface"
          >
            <UserRoundIcon strokeWidth={2} className="size-4.5" />
          </span>
          <p className="m-0 flex min-w-0 flex-col gap-1 rounded-card rounded-tl-sm bg-primary px-4 py-3 text-on-primary shadow-card">
            <span className="text-sm font-bold text-on-primary/85">{labels.prompt}</span>
            <span>{block.prompt}</span>
          </p>
        </div>
        {block.response ? (
          <div className="flex items-start gap-3">
            <KookaburraMark aria-hidden="true" className="size-9 rounded-full" />
            <p className="m-0 flex min-w-0 flex-col gap-1 rounded-card rounded-tl-sm border border-border bg-surface-raised px-4 py-3 shadow-card">
              <span className="text-sm font-bold text-ink-muted">{labels.response}</span>
              <span>{block.response}</span>
            </p>
          </div>
        ) : null}
      </div>
      {block.note ? (
        <p className="mt-4 mb-0 flex gap-2.5 text-sm text-ink-muted">
          <LightbulbIcon
            aria-hidden="true"
            strokeWidth={2}
            className="mt-0.5 size-4 shrink-0 text-accent-ink"
          />
          <span>
            <RichText text={block.note} />
          </span>
        </p>
      ) : null}
    </div>
  )
}
