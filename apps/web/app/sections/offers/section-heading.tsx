import type { RichText as RichTextValue } from '@org/content'
import { cn } from '@org/ui'
import type { ReactNode } from 'react'
import { RichText } from '../../shell/rich-text'

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** The `h2`'s id: the section is labelled by it. */
  id: string
  eyebrow?: string
  heading: string
  intro?: RichTextValue
  /** `center` when the section's content sits in a grid under the heading. */
  align?: 'start' | 'center'
  className?: string
  /** Under the intro, e.g. a short note or the section's action. */
  children?: ReactNode
}

/**
 * The opening of an offer page's section: an eyebrow marked with the gold dash every section of
 * the site carries, the `h2` the section is named by, and an intro in the muted ink.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'start',
  className,
  children,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-4',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p className="inline-flex items-center gap-2.5 text-sm font-bold tracking-[0.08em] text-primary uppercase">
          <span aria-hidden="true" className="h-0.5 w-6 rounded-full bg-accent" />
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-2xl font-extrabold text-ink">
        {heading}
      </h2>
      {intro ? (
        <p className="text-lg text-ink-muted">
          <RichText text={intro} />
        </p>
      ) : null}
      {children}
    </div>
  )
}
