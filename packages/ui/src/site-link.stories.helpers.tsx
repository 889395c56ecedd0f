import { expect, fn } from 'storybook/test'
import type { SiteLinkProps } from './site-link'

/** Asserts a link opens `href` in a new tab without handing the other site this page. */
export async function expectNewTab(link: HTMLElement, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

/** Records the paths {@link RouterLink} was asked to open; clear it before each story. */
export const navigated = fn()

/** Stands in for the site's router link: records the path instead of leaving the story. */
export function RouterLink({ href, onClick, children, ...props }: SiteLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
        navigated(href)
      }}
    >
      {children}
    </a>
  )
}

/** Whether the story runs at the desktop layout (768 px and wider). */
export const isDesktop = () => window.matchMedia('(min-width: 48rem)').matches

/** Story globals that pin a story to one width, for paths only that width has. */
export const atPhoneWidth = { viewport: { value: 'mobile', isRotated: false } }
/** See {@link atPhoneWidth}. */
export const atDesktopWidth = { viewport: { value: 'desktop', isRotated: false } }
