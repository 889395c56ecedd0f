import type { ArticleBlock } from '@org/content'
import { cn } from '@org/ui'
import { InfoIcon, LightbulbIcon, type LucideIcon, TimerIcon } from 'lucide-react'
import { RichText } from '../../../shell/rich-text'

type Tone = Extract<ArticleBlock, { type: 'callout' }>['tone']

const tones: Record<Tone, { icon: LucideIcon; box: string; badge: string; title: string }> = {
  info: {
    icon: InfoIcon,
    box: 'border-primary-tint bg-primary-soft/70 text-ink',
    badge: 'bg-primary text-on-primary',
    title: 'text-ink',
  },
  tip: {
    icon: LightbulbIcon,
    box: 'border-accent/60 bg-accent-soft text-ink',
    badge: 'bg-accent text-ink',
    title: 'text-ink',
  },
  // The urgency box: the one dark panel of an article, so it reads as a warning at a glance.
  urgent: {
    icon: TimerIcon,
    box: 'border-ink bg-ink text-surface shadow-raised [&_a]:text-accent [&_a:hover]:text-accent-soft',
    badge: 'bg-accent text-ink',
    title: 'text-accent',
  },
}

/** A boxed note beside the text: information, a tip, or an urgent message (the urgency box). */
export function CalloutBlock({ block }: { block: Extract<ArticleBlock, { type: 'callout' }> }) {
  const tone = tones[block.tone]
  const Icon = tone.icon
  return (
    <div
      role="note"
      data-block="callout"
      aria-label={block.title}
      data-tone={block.tone}
      className={cn(
        'my-8 flex flex-col gap-3 rounded-card border p-5 sm:flex-row sm:gap-4 md:gap-5 md:p-7',
        tone.box,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone.badge)}
      >
        <Icon strokeWidth={2} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className={cn('m-0 text-lg font-bold', tone.title)}>{block.title}</p>
        <p className="mt-1 mb-0">
          <RichText text={block.text} />
        </p>
      </div>
    </div>
  )
}
