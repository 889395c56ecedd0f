import { MailIcon, PhoneIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn'
import { linkClassName } from './external-link'

/**
 * Checks that a contact link's address uses the scheme it needs (`tel:` or `mailto:`), so a phone
 * number without `tel:` fails at once with a message instead of linking to a missing page.
 */
export function assertScheme(component: string, href: string, scheme: 'tel:' | 'mailto:'): string {
  if (!href.toLowerCase().startsWith(scheme) || href.length === scheme.length) {
    throw new Error(`${component} needs an href starting with "${scheme}", got "${href}".`)
  }
  return href
}

/** Props of {@link PhoneLink} and {@link MailLink}. */
export interface ContactLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'children'> {
  /** What the visitor sees, e.g. "0491 570 156". */
  display: string
  /** What is dialled or addressed, e.g. "tel:+61491570156" or "mailto:hello@example.com". */
  href: string
  /** Shows the phone or mail icon before the text. */
  icon?: boolean
}

export const contactClassName = `${linkClassName} inline-flex min-h-6 items-center gap-2`

/**
 * The phone number as a link that dials it on phones.
 *
 * @example <PhoneLink display="0491 570 156" href="tel:+61491570156" />
 */
export function PhoneLink({ display, href, icon = true, className, ...props }: ContactLinkProps) {
  return (
    <a
      {...props}
      href={assertScheme('PhoneLink', href, 'tel:')}
      className={cn(contactClassName, className)}
    >
      {icon ? <PhoneIcon aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} /> : null}
      {display}
    </a>
  )
}

/**
 * The email address as a link that opens the visitor's mail app.
 *
 * @example <MailLink display="hello@kookaburra-ai.example" href="mailto:hello@kookaburra-ai.example" />
 */
export function MailLink({ display, href, icon = true, className, ...props }: ContactLinkProps) {
  return (
    <a
      {...props}
      href={assertScheme('MailLink', href, 'mailto:')}
      className={cn(contactClassName, className)}
    >
      {icon ? <MailIcon aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} /> : null}
      {display}
    </a>
  )
}
