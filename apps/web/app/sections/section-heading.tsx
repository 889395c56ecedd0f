import type { RichText as RichTextValue } from '@org/content'
import { cn } from '@org/ui'
import type { ReactNode } from 'react'
import { RichText } from '../shell/rich-text'

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** The `h2`'s id; the section is labelled by it. */
  id: string
  eyebrow?: string
  heading: string
  intro?: RichTextValue
  /** `center` for sections whose content sits under the heading in a grid. */
  align?: 'start' | 'center'
  /** `dark` on the ink sections. */
  tone?: 'light' | 'dark'
  className?: string
  /** Under the intro, e.g. the section's call to action. */
  children?: ReactNode
}

/**
 * A section's opening, on the home page and the offer pages alike: a short eyebrow with the gold
 * tick that marks every section of the site, the `h2` the section is named by, and the intro.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'start',
  tone = 'light',
  className,
  children,
}: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-4',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            'inline-flex items-center gap-2.5 text-sm font-bold tracking-[0.08em] uppercase',
            dark ? 'text-accent' : 'text-primary',
          )}
        >
          <span aria-hidden="true" className="h-0.5 w-6 rounded-full bg-accent" />
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('text-2xl font-extrabold', dark ? 'text-white' : 'text-ink')}>
        {heading}
      </h2>
      {intro ? (
        <p className={cn('text-lg', dark ? 'text-white/75' : 'text-ink-muted')}>
          <RichText text={intro} />
        </p>
      ) : null}
      {children}
    </div>
  )
}
