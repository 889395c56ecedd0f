import { Section } from '@org/ui'
import { ContactForm } from '../../contact/contact-form'
import type { ContactContent } from '../../contact/use-contact-form'
import { SectionHeading } from '../section-heading'
import { ContactDetails } from './contact-details'
import { ContactNextSteps } from './contact-next-steps'

/** Props of {@link ContactSection}. */
export interface ContactSectionProps {
  /** The home page's `contact` record (`homeLazy.contact` from `@org/content`), from loader data. */
  content: ContactContent
}

const headingId = 'home-contact-title'

/**
 * The home page's contact section (anchor `#contact`): the heading, the contact form (whose
 * validator and sender load once the visitor reaches it), the other ways to reach us and what
 * happens after a message is sent.
 */
export function ContactSection({ content }: ContactSectionProps) {
  return (
    <Section
      id={content.anchor}
      tone="muted"
      aria-labelledby={headingId}
      className="scroll-mt-16 md:scroll-mt-18"
    >
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-x-14 md:gap-y-10">
        <SectionHeading
          id={headingId}
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
          className="md:col-start-1 md:row-start-1"
        />
        {/* On phones the form follows the heading; the other ways to reach us come after it. */}
        <div className="rounded-card bg-surface-raised p-5 shadow-raised md:col-start-2 md:row-span-2 md:row-start-1 md:p-8">
          <ContactForm content={content} labelledBy={headingId} />
        </div>
        <div className="flex flex-col gap-8 md:col-start-1 md:row-start-2">
          <ContactDetails labels={content.detailLabels} details={content.details} />
          <ContactNextSteps steps={content.nextSteps} />
        </div>
      </div>
    </Section>
  )
}
