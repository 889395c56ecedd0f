import type { Action, AgentPricingPage } from '@org/content'
import { ActionButton } from '../../actions/action-link'
import { OfferCard } from '../offers/offer-card'
import { TitledSection } from '../offers/titled-section'

/**
 * The six agents in a grid, each with its six features and a Select This Agent button that runs
 * the page's one action. The second card carries the Most Popular ribbon.
 */
export function AgentsSection({
  agents,
  action,
}: {
  agents: AgentPricingPage['agents']
  action: Action
}) {
  return (
    <TitledSection id="agent-catalogue-title" heading={agents}>
      <ul className="grid gap-8 pt-3 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {agents.items.map((agent) => (
          <li key={agent.name} className="flex">
            <OfferCard
              name={agent.name}
              description={agent.description}
              icon={agent.icon}
              features={agent.features}
              popular={agent.mostPopular}
              popularLabel={agents.ribbon}
              action={
                <ActionButton action={action} variant={agent.mostPopular ? 'primary' : 'secondary'}>
                  {agents.buttonLabel}
                </ActionButton>
              }
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
