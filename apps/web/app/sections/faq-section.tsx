import type { FaqItem, Heading } from '@org/content'
import { Accordion } from '@org/ui'
import type { ReactNode } from 'react'
import { TitledSection } from './offers/titled-section'

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  /** The `h2`'s id: the section is labelled by it. */
  id: string
  faq: Heading & { items: readonly FaqItem[] }
  tone?: 'default' | 'muted'
  /** Under the heading, e.g. the home page's way to ask the voice agent anything else. */
  aside?: ReactNode
  /** Opens the first question, so the section shows an answer at a glance. */
  firstOpen?: boolean
}

/**
 * A page's questions: the heading beside the answers on wide screens (kept in view while they
 * scroll), above them on phones. The prerendered HTML carries every answer, closed ones hidden;
 * the FAQPage structured data in the page's head says the same words.
 */
export function FaqSection({ id, faq, tone, aside, firstOpen = false }: FaqSectionProps) {
  return (
    <TitledSection id={id} heading={faq} tone={tone} layout="split" aside={aside} sticky>
      <Accordion
        items={faq.items.map((item, index) => ({
          value: `question-${index + 1}`,
          title: item.question,
          content: item.answer,
        }))}
        defaultValue={firstOpen ? ['question-1'] : []}
      />
    </TitledSection>
  )
}
