import type { FaqItem, Heading } from '@org/content'
import { Accordion } from '@org/ui'
import { TitledSection } from './titled-section'

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  id: string
  faq: Heading & { items: readonly FaqItem[] }
  tone?: 'default' | 'muted'
}

/**
 * An offer page's questions: the heading beside the answers on wide screens, above them on
 * phones. The first question starts open, so the section shows an answer at a glance.
 */
export function FaqSection({ id, faq, tone }: FaqSectionProps) {
  return (
    <TitledSection id={id} heading={faq} tone={tone} layout="split" sticky>
      <Accordion
        items={faq.items.map((item, index) => ({
          value: `question-${index + 1}`,
          title: item.question,
          content: item.answer,
        }))}
        defaultValue={['question-1']}
      />
    </TitledSection>
  )
}
