import type { ReactNode } from 'react'
import { cn } from './cn'
import { FeatureList } from './feature-list'

/** Props of {@link PricingCard}. */
export interface PricingCardProps {
  /** The plan's name, e.g. "Advanced". */
  name: string
  /** The price as shown, e.g. "$499". */
  price: ReactNode
  /** What the price is per, e.g. "per month". */
  period?: ReactNode
  /** One line on who the plan is for. */
  description?: ReactNode
  /** What is included. */
  features: readonly ReactNode[]
  /** The plan's call to action, usually a {@link Button} or {@link ExternalLink}. */
  action?: ReactNode
  /** Highlights the card with the accent ribbon. */
  popular?: boolean
  /** The ribbon's words. */
  popularLabel?: string
  /** Heading level of the plan name. */
  headingLevel?: 2 | 3
  /** Extra classes for the card. */
  className?: string
}

/**
 * A plan with its price, inclusions and call to action. The most popular plan gets a gold ribbon
 * and a primary border; the ribbon is real text inside the card, so screen readers hear it too.
 *
 * @example
 * <PricingCard name="Advanced" price="$499" period="per month" popular
 *   features={['24 dev hours', 'Priority support']} action={<Button>Get Started</Button>} />
 */
export function PricingCard({
  name,
  price,
  period,
  description,
  features,
  action,
  popular = false,
  popularLabel = 'Most popular',
  headingLevel = 3,
  className,
}: PricingCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      aria-label={popular ? `${name}, ${popularLabel.toLowerCase()}` : name}
      className={cn(
        'relative flex flex-col gap-5 rounded-card bg-surface-raised p-6 text-ink shadow-card',
        popular ? 'border-2 border-primary' : 'border border-border',
        className,
      )}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-0.5 text-sm font-bold text-ink shadow-card">
          {popularLabel}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-bold">{name}</Heading>
        {description ? <p className="text-ink-muted">{description}</p> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-extrabold">{price}</span>
        {period ? <span className="text-ink-muted">{period}</span> : null}
      </p>
      <FeatureList items={features} />
      {action ? <div className="mt-auto pt-2 [&>*]:w-full">{action}</div> : null}
    </article>
  )
}
