import type { HomeLazy } from '@org/content'
import { Accordion, Container } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'

const titleId = 'home-faq-title'

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  faq: HomeLazy['faq']
}

/**
 * The FAQ: the heading and a way to ask the voice agent anything else, beside the questions, each
 * opening to its answer (`Accordion`). The
 * prerendered HTML carries every answer; the FAQPage structured data in the page's head says the
 * same words.
 */
export function FaqSection({ faq }: FaqSectionProps) {
  return (
    <section aria-labelledby={titleId} className="bg-surface py-section md:py-section-lg">
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-10 md:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] md:gap-14">
        <SectionHeading
          id={titleId}
          eyebrow={faq.eyebrow}
          heading={faq.heading}
          intro={faq.intro}
          className="md:sticky md:top-28 md:self-start"
        >
          <div className="mt-2">
            <ActionButton action={faq.cta.action} variant="secondary" className="bg-surface-raised">
              <MicIcon aria-hidden="true" strokeWidth={2} className="size-4" />
              {faq.cta.label}
            </ActionButton>
          </div>
        </SectionHeading>
        <Accordion
          items={faq.items.map((item) => ({
            value: item.question,
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
      </Container>
    </section>
  )
}
