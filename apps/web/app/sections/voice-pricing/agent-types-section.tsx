import type { VoicePricingPage } from '@org/content'
import { OfferCard } from '../offers/offer-card'
import { TitledSection } from '../offers/titled-section'

/**
 * The three voice agent types side by side, each with its ten features; the popular one carries
 * the gold label.
 */
export function AgentTypesSection({ agentTypes }: { agentTypes: VoicePricingPage['agentTypes'] }) {
  return (
    <TitledSection id="voice-agent-types-title" heading={agentTypes}>
      <ul className="grid gap-8 pt-3 lg:grid-cols-3 lg:gap-6">
        {agentTypes.items.map((type) => (
          <li key={type.name} className="flex">
            <OfferCard
              name={type.name}
              description={type.description}
              icon={type.icon}
              features={type.features}
              popular={type.popular}
              popularLabel={agentTypes.popularBadge}
              header="row"
              className="md:p-8 [&>ul]:text-sm [&>ul]:leading-snug"
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
