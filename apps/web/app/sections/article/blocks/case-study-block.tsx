import type { ArticleBlock } from '@org/content'
import { Building2Icon, CheckIcon } from 'lucide-react'
import { RichText } from '../../../shell/rich-text'
import type { BlockLabels } from './block-labels'

/** A case study: the business, its challenge and our solution side by side, then the results. */
export function CaseStudyBlock({
  block,
  labels,
}: {
  block: Extract<ArticleBlock, { type: 'caseStudy' }>
  labels: BlockLabels
}) {
  return (
    <div
      data-block="caseStudy"
      className="my-10 overflow-hidden rounded-card border border-border bg-surface-raised shadow-card"
    >
      <div className="flex flex-col gap-2 border-b border-border bg-muted/70 px-5 py-5 md:px-7">
        <p className="m-0 inline-flex items-center gap-2 text-sm font-semibold text-ink-muted">
          <Building2Icon aria-hidden="true" strokeWidth={2} className="size-4 text-primary" />
          {block.business}
        </p>
        <h3 className="m-0 text-lg font-bold text-ink">{block.title}</h3>
      </div>
      <div className="grid gap-6 px-5 py-6 md:grid-cols-2 md:gap-8 md:px-7">
        <CaseStudyPart label={labels.challenge} text={block.challenge} />
        <CaseStudyPart label={labels.solution} text={block.solution} />
      </div>
      <div className="border-t border-primary-tint bg-primary-soft/60 px-5 py-5 md:px-7">
        <p className="m-0 text-sm font-bold tracking-wide text-primary uppercase">
          {labels.results}
        </p>
        <ul className="mt-3 mb-0 grid list-none gap-2 p-0 md:grid-cols-2 md:gap-x-6">
          {block.results.map((result) => (
            <li key={result} className="mt-0 flex gap-2.5 pl-0 text-base">
              <span
                aria-hidden="true"
                className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary"
              >
                <CheckIcon strokeWidth={3} className="size-3" />
              </span>
              {result}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function CaseStudyPart({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="m-0 text-sm font-bold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="m-0 text-base">
        <RichText text={text} />
      </p>
    </div>
  )
}
