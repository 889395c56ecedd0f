import type { AgentPricingPage } from '@org/content'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'
import { TitledSection } from '../offers/titled-section'

/**
 * Why owners choose agents: the heading on the left, the reasons as one list on the right from
 * 768 px. Plain rows, not cards: the figures are the stat strip's, and these are the reasons.
 */
export function BenefitsSection({ benefits }: { benefits: AgentPricingPage['benefits'] }) {
  return (
    <TitledSection id="agent-benefits-title" heading={benefits} layout="split" sticky>
      <ul className="border-t border-border">
        {benefits.items.map((item) => (
          <li key={item.title} className="flex gap-5 border-b border-border py-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
              <ContentIcon name={item.icon} className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-1 text-ink-muted">
                <RichText text={item.description} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
