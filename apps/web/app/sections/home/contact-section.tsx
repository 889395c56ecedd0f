import { Section } from '@org/ui'
import { ContactForm } from '../../contact/contact-form'
import type { ContactContent } from '../../contact/use-contact-form'
import { ContactDetails } from './contact-details'

/** Props of {@link ContactSection}. */
export interface ContactSectionProps {
  /** The home page's `contact` record (`homeLazy.contact` from `@org/content`), from loader data. */
  content: ContactContent
}

const headingId = 'contact-title'

/**
 * The home page's contact section (anchor `#contact`): the heading, the other ways to reach us,
 * and the contact form. Render it straight into the page, not inside a lazily revealed wrapper:
 * the form's markup belongs in the prerendered HTML, and `/#contact` links need the anchor there.
 */
export function ContactSection({ content }: ContactSectionProps) {
  return (
    <Section id={content.anchor} tone="muted" aria-labelledby={headingId} className="scroll-mt-16">
      <div className="grid items-start gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-14">
        <div className="flex flex-col gap-5 md:sticky md:top-24">
          {content.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {content.eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="text-2xl font-bold text-balance">
            {content.heading}
          </h2>
          {content.intro ? <p className="text-lg text-ink-muted">{content.intro}</p> : null}
          <div className="mt-3">
            <ContactDetails labels={content.detailLabels} details={content.details} />
          </div>
        </div>
        <div className="rounded-card bg-surface-raised p-5 shadow-raised md:p-8">
          <ContactForm content={content} labelledBy={headingId} />
        </div>
      </div>
    </Section>
  )
}
