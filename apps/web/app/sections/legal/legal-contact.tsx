import type { LegalPage } from '@org/content'
import { MailIcon, PhoneIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'

/** Where to ask about the policy or the terms: email and phone, with the business hours. */
export function LegalContact({ contact }: { contact: LegalPage['contact'] }) {
  return (
    <section
      aria-labelledby="legal-contact-heading"
      className="flex flex-col gap-4 rounded-card bg-primary p-6 text-on-primary shadow-raised md:p-8"
    >
      <h2 id="legal-contact-heading" className="text-2xl font-bold">
        {contact.heading}
      </h2>
      <p className="text-on-primary/90">{contact.text}</p>
      <div className="flex flex-wrap gap-3">
        <ActionButton
          action={contact.email.action}
          className="max-w-full border-transparent bg-surface-raised px-4 text-sm text-primary hover:bg-primary-soft focus-visible:outline-surface-raised md:px-5 md:text-base"
        >
          <MailIcon aria-hidden="true" strokeWidth={2} className="size-4" />
          {contact.email.label}
        </ActionButton>
        <ActionButton
          action={contact.call.action}
          variant="secondary"
          className="border-on-primary/60 px-4 text-sm text-on-primary hover:bg-primary-hover focus-visible:outline-surface-raised md:px-5 md:text-base"
        >
          <PhoneIcon aria-hidden="true" strokeWidth={2} className="size-4" />
          {contact.call.label}
        </ActionButton>
      </div>
    </section>
  )
}
