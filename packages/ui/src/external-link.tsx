import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import type { VariantProps } from 'class-variance-authority'
import { ExternalLinkIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { buttonVariants } from './button'
import { cn } from './cn'

/** The look of a plain text link, shared by links that are not buttons. */
export const linkClassName =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'

/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps
  extends Omit<ComponentProps<'a'>, 'target' | 'rel'>,
    Omit<VariantProps<typeof buttonVariants>, 'variant'> {
  /** Where the link goes; another site, opened in a new tab. */
  href: string
  /** `link` (the default) is underlined text; the others borrow the button's look. */
  variant?: 'link' | 'primary' | 'secondary' | 'ghost'
  /** Read to screen readers after the link text. Defaults to "(opens in a new tab)". */
  newTabHint?: string
}

/**
 * A link to another site that opens in a new tab. It always sets `rel="noopener noreferrer"`, so
 * the other site gets neither a handle on this page nor its address, and it tells screen reader
 * users that a new tab opens, which sighted users learn from the icon.
 *
 * @example
 * <ExternalLink href="https://example.com/book" variant="primary">Book Strategy</ExternalLink>
 */
export function ExternalLink({
  href,
  variant = 'link',
  size,
  newTabHint = '(opens in a new tab)',
  className,
  children,
  ...props
}: ExternalLinkProps) {
  const look =
    variant === 'link'
      ? cn(linkClassName, 'inline-flex items-center gap-1')
      : buttonVariants({ variant, size })
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(look, className)}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} />
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </a>
  )
}
