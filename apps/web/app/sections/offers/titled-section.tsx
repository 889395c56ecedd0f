import type { Heading } from '@org/content'
import { cn, Section } from '@org/ui'
import type { ReactNode } from 'react'
import { SectionHeading } from '../section-heading'

/** Props of {@link TitledSection}. */
export interface TitledSectionProps {
  /** The `h2`'s id: the section is labelled by it. */
  id: string
  /** The section's own id, for links that jump to it (`#plans`). */
  anchor?: string
  /** The section's eyebrow, heading and intro, as content gives them. */
  heading: Heading
  tone?: 'default' | 'muted'
  /**
   * `stacked`: the heading centred over the content. `split`: from 768 px the heading (and `aside`
   * under it) on the left, the content on the right.
   */
  layout?: 'stacked' | 'split'
  /** Under the heading in the `split` layout. */
  aside?: ReactNode
  /** Keeps the heading column in view while a long right column scrolls past. */
  sticky?: boolean
  className?: string
  children: ReactNode
}

/**
 * One section of an offer page: the site's vertical rhythm, the heading it is named by, and its
 * content, stacked or split into two columns.
 */
export function TitledSection({
  id,
  anchor,
  heading,
  tone,
  layout = 'stacked',
  aside,
  sticky = false,
  className,
  children,
}: TitledSectionProps) {
  const title = (
    <SectionHeading
      id={id}
      eyebrow={heading.eyebrow}
      heading={heading.heading}
      intro={heading.intro}
      align={layout === 'stacked' ? 'center' : 'start'}
    />
  )
  return (
    <Section
      id={anchor}
      tone={tone}
      aria-labelledby={id}
      className={cn(anchor && 'scroll-mt-16', className)}
    >
      {layout === 'stacked' ? (
        <div className="flex flex-col gap-12">
          {title}
          {children}
        </div>
      ) : (
        <div
          className={cn(
            'grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-16',
            sticky ? 'items-start' : 'items-center',
          )}
        >
          <div className={cn('flex flex-col gap-8', sticky && 'md:sticky md:top-24 md:self-start')}>
            {title}
            {aside}
          </div>
          <div className="min-w-0">{children}</div>
        </div>
      )}
    </Section>
  )
}
