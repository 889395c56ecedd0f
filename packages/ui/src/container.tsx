import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Props of {@link Container}. */
export interface ContainerProps extends ComponentProps<'div'> {
  /** `content` (72 rem) for page layouts, `reading` (42 rem) for articles. */
  width?: 'content' | 'reading'
}

/**
 * Centres content and keeps it off the screen edges; the one place the page width is set.
 *
 * @example <Container width="reading"><ArticleBody /></Container>
 */
export function Container({ width = 'content', className, ...props }: ContainerProps) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-gutter md:px-8',
        width === 'content' ? 'max-w-content' : 'max-w-reading',
        className,
      )}
      {...props}
    />
  )
}

/** Class recipe of {@link Section}. */
export const sectionVariants = /* @__PURE__ */ cva('py-section md:py-section-lg', {
  variants: {
    tone: {
      default: 'bg-surface text-ink',
      muted: 'bg-muted text-ink',
    },
  },
  defaultVariants: { tone: 'default' },
})

/** Props of {@link Section}. */
export interface SectionProps
  extends ComponentProps<'section'>,
    VariantProps<typeof sectionVariants> {
  /** Width of the inner {@link Container}. */
  width?: ContainerProps['width']
}

/**
 * A page section with the site's vertical rhythm and an inner {@link Container}. Alternate `tone`
 * between sections to separate them without lines. Give it `aria-labelledby` pointing at its
 * heading so it becomes a landmark.
 *
 * @example
 * <Section id="services" tone="muted" aria-labelledby="services-title">
 *   <h2 id="services-title">Custom AI solutions</h2>
 * </Section>
 */
export function Section({ tone, width, className, children, ...props }: SectionProps) {
  return (
    <section className={cn(sectionVariants({ tone }), className)} {...props}>
      <Container width={width}>{children}</Container>
    </section>
  )
}
