import type { HomeLazy } from '@org/content'
import { Accordion, Container } from '@org/ui'
import { ChevronDownIcon, MicIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { SectionHeading } from '../section-heading'
import { useMountMode } from './mount-mode'

const titleId = 'home-faq-title'

type FaqItems = HomeLazy['faq']['items']

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  faq: HomeLazy['faq']
}

/**
 * The questions as native disclosures, for the prerendered HTML: every answer is in the page for
 * crawlers and for visitors without JavaScript, and each opens without a script. Drawn exactly as
 * the {@link Accordion} that replaces it once the section mounts.
 */
function StaticFaq({ items }: { items: FaqItems }) {
  return (
    <div className="w-full border-t border-border">
      {items.map((item) => (
        <details key={item.question} name="home-faq" className="group border-b border-border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-control py-4 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold">{item.question}</h3>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
            >
              <ChevronDownIcon strokeWidth={2} className="size-4 group-open:rotate-180" />
            </span>
          </summary>
          <p className="pr-12 pb-5 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

/**
 * The FAQ: the heading and a way to ask the voice agent anything else, beside the questions, each
 * opening to its answer (`Accordion`). The
 * prerendered HTML carries every answer (see {@link StaticFaq}); the FAQPage structured data in the
 * page's head says the same words.
 */
export function FaqSection({ faq }: FaqSectionProps) {
  const live = useMountMode() === 'live'
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
        {live ? (
          <Accordion
            items={faq.items.map((item) => ({
              value: item.question,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        ) : (
          <StaticFaq items={faq.items} />
        )}
      </Container>
    </section>
  )
}
