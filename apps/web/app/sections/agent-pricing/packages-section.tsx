import type { Action, AgentPricingPage } from '@org/content'
import { formatAud } from '@org/content'
import { PricingCard } from '@org/ui'
import { InfoIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { TitledSection } from '../offers/titled-section'

/**
 * Pricing Options: the DIY Package and Done-For-You side by side, each priced per agent, the DIY
 * package's limits spelled out above its button. Both buttons run the page's one action.
 */
export function PackagesSection({
  packages,
  action,
}: {
  packages: AgentPricingPage['packages']
  action: Action
}) {
  return (
    <TitledSection id="agent-packages-title" heading={packages} tone="muted">
      <ul className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {packages.items.map((offer, index) => {
          const featured = index === packages.items.length - 1
          return (
            <li key={offer.id} className="flex">
              <PricingCard
                name={offer.name}
                price={formatAud(offer.price)}
                period={packages.priceNote}
                description={offer.summary}
                features={offer.includes}
                className={
                  featured ? 'w-full border-2 border-primary shadow-raised md:p-8' : 'w-full md:p-8'
                }
                action={
                  <div className="flex flex-col gap-5">
                    {offer.conditions.length > 0 ? (
                      <div className="rounded-control bg-accent-soft p-4 text-sm">
                        <p className="flex items-center gap-2 font-bold text-accent-ink">
                          <InfoIcon aria-hidden="true" strokeWidth={2} className="size-4" />
                          {packages.conditionsHeading}
                        </p>
                        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-ink marker:text-accent-ink">
                          {offer.conditions.map((condition) => (
                            <li key={condition}>{condition}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    <ActionButton
                      action={action}
                      size="lg"
                      variant={featured ? 'primary' : 'secondary'}
                      className="w-full"
                    >
                      {offer.buttonLabel}
                    </ActionButton>
                  </div>
                }
              />
            </li>
          )
        })}
      </ul>
    </TitledSection>
  )
}
