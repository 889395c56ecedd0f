import { CheckIcon } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from './cn'
import { Container } from './container'

/** Props of {@link Hero}. */
export interface HeroProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** A short line above the headline, e.g. "2x Award Winner · 100+ businesses automated". */
  eyebrow?: ReactNode
  /** The headline: the page's one `h1` unless `headingLevel` says otherwise. */
  headline: ReactNode
  /** `1` for a page's own hero, `2` for a hero-like section further down. */
  headingLevel?: 1 | 2
  /** The headline's id, so the section is named by it; made up when not given. */
  headingId?: string
  /** The sub-copy under the headline. */
  description?: ReactNode
  /** The one primary action, e.g. a {@link Button} "Talk To Agent". */
  primaryAction?: ReactNode
  /** The secondary action, e.g. an {@link ExternalLink} "Book Strategy Call". */
  secondaryAction?: ReactNode
  /** Short reassurances under the actions, each with a tick ("No technical skills needed"). */
  highlights?: readonly ReactNode[]
  /** A card beside the illustration, e.g. the home page's quiz card. */
  aside?: ReactNode
  /**
   * The picture, e.g. an `<img>` of one of `@org/ui/illustrations`; none when left out. Passed in
   * rather than built in, so a page with its own picture does not load the illustration's code.
   */
  illustration?: ReactNode
}

/**
 * The top of a page: eyebrow, a display-size headline, sub-copy, one primary and one secondary
 * action and a few ticked reassurances, beside the product illustration with an optional card
 * floating over its corner. Text and actions come first on phones; from 1024 px the picture sits
 * to the right. The section is named by its headline.
 *
 * @example
 * <Hero headline="AI that answers every call" description="We build it, you run your business."
 *   primaryAction={<Button size="lg" onClick={openChat}>Talk To Agent</Button>}
 *   secondaryAction={<ExternalLink href={booking} variant="secondary" size="lg">Book Strategy Call</ExternalLink>}
 *   aside={<QuizCard />} />
 */
export function Hero({
  eyebrow,
  headline,
  headingLevel = 1,
  headingId,
  description,
  primaryAction,
  secondaryAction,
  highlights = [],
  aside,
  illustration,
  className,
  ...props
}: HeroProps) {
  const Heading = `h${headingLevel}` as const
  const picture = illustration
  const fallbackId = `hero-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const titleId = headingId ?? fallbackId
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden', className)}
      {...props}
    >
      <HeroBackdrop />
      <Container
        className={cn(
          'grid items-center gap-12 pt-10 pb-16 md:pt-16 md:pb-24 lg:gap-16 lg:pt-20 lg:pb-28',
          // Text alone takes a comfortable measure instead of an empty second column.
          picture || aside ? 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]' : 'max-w-content',
        )}
      >
        <div className={cn('flex flex-col items-start gap-6', !(picture || aside) && 'max-w-3xl')}>
          {eyebrow ? (
            <p className="inline-flex items-center gap-2.5 rounded-[1.25rem] border border-border bg-surface-raised/80 px-3.5 py-1.5 text-sm font-semibold text-ink shadow-card backdrop-blur">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full bg-accent ring-4 ring-accent/25"
              />
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={titleId}
            className="text-display font-extrabold text-ink [&_em]:text-primary [&_em]:not-italic"
          >
            {headline}
          </Heading>
          {description ? <p className="max-w-xl text-lg text-ink-muted">{description}</p> : null}
          {primaryAction || secondaryAction ? (
            <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
              {primaryAction}
              {secondaryAction}
            </div>
          ) : null}
          {highlights.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-x-6 gap-y-2 text-sm font-medium text-ink-muted sm:flex-row sm:flex-wrap">
              {highlights.map((highlight, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: highlights are a fixed list of nodes
                <li key={index} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-5 items-center justify-center rounded-full bg-primary-soft text-primary"
                  >
                    <CheckIcon strokeWidth={3} className="size-3" />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {picture || aside ? (
          <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
            {picture}
            {aside ? (
              <div
                className={cn(
                  'relative z-10 mx-auto w-full max-w-sm lg:max-w-[21rem]',
                  // Over the picture's bottom margin only, never over the agent in its middle.
                  picture && '-mt-6 lg:mr-0 lg:ml-auto lg:translate-x-6',
                )}
              >
                {aside}
              </div>
            ) : null}
          </div>
        ) : null}
      </Container>
    </section>
  )
}

/** Soft eucalyptus and gold light behind the hero: depth without competing with the text. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="glow-3xl absolute -top-48 right-[-10%] size-[42rem] text-primary-soft" />
      <div className="glow-3xl absolute top-1/3 -left-40 size-[28rem] text-accent-soft/70" />
      <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-border to-transparent" />
    </div>
  )
}
