import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDownIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** One entry of a {@link ServicesMenu}. */
export interface ServicesMenuItem {
  /** The visible text, e.g. "AI Voice Agent Pricing". */
  label: string
  /** Where it goes. */
  href: string
  /** One short line under the label. */
  description?: string
}

/** Props of {@link ServicesMenu}. */
export interface ServicesMenuProps {
  /** The trigger's text, e.g. "Services". */
  label: string
  /** The entries, in order. */
  items: readonly ServicesMenuItem[]
  /**
   * Renders each entry's link, so a router's `<Link>` can be used; must forward its props and ref
   * to an `<a>`. Defaults to a plain `<a href>`.
   */
  renderLink?: (
    item: ServicesMenuItem,
    props: { className: string; children: ReactNode },
  ) => ReactNode
  /** Extra classes for the trigger. */
  className?: string
}

const itemClassName = /* @__PURE__ */ cn(
  'flex cursor-pointer flex-col rounded-control px-3 py-2.5 text-ink outline-none',
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary',
  'focus-visible:outline-3 focus-visible:outline-focus',
)

/**
 * The header's Services dropdown: a button that opens a menu of links. Keyboard users open it with
 * Enter, Space or Arrow Down, move with the arrow keys, and close it with Esc, which returns focus
 * to the button. It knows nothing of the site's services; the items come in as props.
 *
 * @example
 * <ServicesMenu label="Services" items={[{ label: 'AI Agent Pricing', href: '/ai-agents-pricing' }]} />
 */
export function ServicesMenu({ label, items, renderLink, className }: ServicesMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'group inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-semibold text-ink',
          'hover:bg-muted data-[state=open]:bg-muted',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          className,
        )}
      >
        {label}
        <ChevronDownIcon
          aria-hidden="true"
          strokeWidth={2}
          className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-72 rounded-card border border-border bg-surface-raised p-2 shadow-raised motion-safe:animate-fade-in"
        >
          {items.map((item) => {
            const children = (
              <>
                <span className="font-semibold">{item.label}</span>
                {item.description ? (
                  <span className="text-sm text-ink-muted">{item.description}</span>
                ) : null}
              </>
            )
            return (
              <DropdownMenu.Item key={item.href} asChild className={itemClassName}>
                {renderLink ? (
                  renderLink(item, { className: itemClassName, children })
                ) : (
                  <a href={item.href}>{children}</a>
                )}
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
