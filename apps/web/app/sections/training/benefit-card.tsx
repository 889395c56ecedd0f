import type { TrainingPage } from '@org/content'
import { cn, IconTile } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'

/** One training benefit: icon, title, description and its own gradient (in the palette). */
export type TrainingBenefit = TrainingPage['benefits'][number]

/**
 * A benefit card. On hover, or while a link inside it has keyboard focus, it lifts, its gradient
 * washes in behind the text and a band of light sweeps across it once: the shimmer. Under reduced
 * motion the card only changes shadow and colour; nothing moves.
 */
export function BenefitCard({ benefit }: { benefit: TrainingBenefit }) {
  return (
    <li
      data-part="benefit-card"
      className={cn(
        'group/benefit relative isolate flex flex-col gap-5 overflow-hidden rounded-card border border-border bg-surface-raised p-6 shadow-card md:p-8',
        'transition-[translate,box-shadow,border-color] duration-(--duration-base) ease-(--ease-standard)',
        'hover:-translate-y-1 hover:border-primary-tint hover:shadow-raised',
        'has-[:focus-visible]:-translate-y-1 has-[:focus-visible]:border-primary-tint has-[:focus-visible]:shadow-raised',
        'motion-reduce:transition-none motion-reduce:hover:translate-y-0 motion-reduce:has-[:focus-visible]:translate-y-0',
      )}
    >
      {/* The highlight: the benefit's own gradient, faint behind the text. */}
      <span
        aria-hidden="true"
        data-part="highlight"
        className={cn(
          'absolute inset-0 -z-10 bg-gradient-to-br opacity-0 transition-opacity duration-(--duration-base)',
          'group-hover/benefit:opacity-10 group-has-[:focus-visible]/benefit:opacity-10',
          benefit.gradient,
        )}
      />
      <span
        aria-hidden="true"
        className={cn('absolute inset-x-0 top-0 h-1 bg-gradient-to-r', benefit.gradient)}
      />
      {/* The shimmer: sweeps across on the way in only, and never under reduced motion. */}
      <span
        aria-hidden="true"
        data-part="shimmer"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 w-1/2 -translate-x-full -skew-x-12',
          'bg-gradient-to-r from-transparent via-white/80 to-transparent',
          'group-hover/benefit:translate-x-[300%] group-hover/benefit:transition-transform group-hover/benefit:duration-700 group-hover/benefit:ease-out',
          'group-has-[:focus-visible]/benefit:translate-x-[300%] group-has-[:focus-visible]/benefit:transition-transform group-has-[:focus-visible]/benefit:duration-700',
          'motion-reduce:hidden',
        )}
      />
      <IconTile tone="solid">
        <ContentIcon name={benefit.icon} className="size-6" />
      </IconTile>
      <h3 className="text-lg font-bold">{benefit.title}</h3>
      <p className="text-ink-muted">
        <RichText text={benefit.description} />
      </p>
    </li>
  )
}
