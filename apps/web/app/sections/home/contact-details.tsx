import type { Action } from '@org/content'
import { Clock3Icon, MailIcon, PhoneIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ActionLink } from '../../actions/action-link'
import type { ContactContent } from '../../contact/use-contact-form'

const call: Action = { type: 'tel' }
const mail: Action = { type: 'mailto' }

/** Props of {@link ContactDetails}. */
export interface ContactDetailsProps {
  labels: ContactContent['detailLabels']
  details: ContactContent['details']
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <li className="flex items-center gap-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-control bg-surface-raised text-primary shadow-card">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-ink-muted">{label}</span>
        {children}
      </span>
    </li>
  )
}

const iconClass = 'size-5'

/** The other ways to reach us, beside the form: phone, email and office hours. */
export function ContactDetails({ labels, details }: ContactDetailsProps) {
  return (
    <ul className="flex flex-col gap-5">
      <Detail icon={<PhoneIcon aria-hidden="true" className={iconClass} />} label={labels.phone}>
        <ActionLink action={call} className="text-base font-semibold md:text-lg">
          {details.phone}
        </ActionLink>
      </Detail>
      <Detail icon={<MailIcon aria-hidden="true" className={iconClass} />} label={labels.email}>
        <ActionLink
          action={mail}
          className="text-base font-semibold [overflow-wrap:anywhere] md:text-lg"
        >
          {details.email}
        </ActionLink>
      </Detail>
      <Detail icon={<Clock3Icon aria-hidden="true" className={iconClass} />} label={labels.hours}>
        <span className="text-base font-semibold md:text-lg">{details.hours}</span>
      </Detail>
    </ul>
  )
}
