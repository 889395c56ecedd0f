import type { HomeAnchor, RoutePath } from './routes'
import { type ExternalTarget, site } from './site'

/**
 * A path inside the site a link may name: a route (`/about`, `/blog/voice-ai-revolution`), a home
 * anchor (`/#contact`) or the blog index's search (`/blog?q=voice`). A typo is a type error.
 */
export type InternalPath = RoutePath | `/#${HomeAnchor}` | `/blog?q=${string}`

/**
 * What a button or link does. Internal routes navigate in the app; external targets, phone and
 * mail open outside it; `voice-chat` opens the voice chat modal, so it is an action, not a link.
 */
export type Action =
  | { type: 'route'; path: string }
  | { type: 'external'; target: ExternalTarget }
  | { type: 'tel' }
  | { type: 'mailto' }
  | { type: 'voice-chat' }

/** A labelled button or link. */
export interface Cta {
  label: string
  action: Action
}

/** Opens the voice chat modal (header Chat Now, hero Talk To Agent, service buttons). */
export const openVoiceChat: Action = { type: 'voice-chat' }

/** Opens the external booking page for a strategy call, in a new tab. */
export const bookStrategyCall: Action = { type: 'external', target: 'booking' }

/**
 * The site's one wording of its first action, talking to the voice agent. Every page that offers
 * it uses this, so the label cannot drift into a second spelling or case.
 */
export const talkToAgent: Cta = { label: 'Talk To Agent', action: openVoiceChat }

/** The site's one wording of its second action, booking a strategy call (see {@link talkToAgent}). */
export const bookStrategyCallCta: Cta = { label: 'Book Strategy Call', action: bookStrategyCall }

/** Navigates to an internal path (`/about`, `/#contact`). */
export function route(path: InternalPath): Action {
  return { type: 'route', path }
}

/** Opens a configured external target in a new tab. */
export function external(target: ExternalTarget): Action {
  return { type: 'external', target }
}

/** The href an action leads to; `undefined` for actions that are not links (the voice chat). */
export function hrefOf(action: Action): string | undefined {
  switch (action.type) {
    case 'route':
      return action.path
    case 'external':
      return site.external[action.target]
    case 'tel':
      return site.phone.href
    case 'mailto':
      return `mailto:${site.email}`
    case 'voice-chat':
      return undefined
  }
}

/** Whether an action opens in a new tab (external targets, with `rel="noopener noreferrer"`). */
export function opensNewTab(action: Action): boolean {
  return action.type === 'external'
}

/** A link found in rich text. */
export interface RichTextLink {
  label: string
  href: string
}

/** The `[label](href)` links of a rich text, in order. */
export function richTextLinks(text: string): RichTextLink[] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({
    label: match[1] ?? '',
    href: match[2] ?? '',
  }))
}

/** Whether a string is a bare address (not running text that merely mentions one). */
const bareAddress = /^(https?:|tel:|mailto:)\S+$/

/**
 * Every href a record holds, however deep: each action's href, each `[label](href)` link in its
 * text and each bare address string. A link checker runs {@link isKnownHref} over the result.
 */
export function collectHrefs(value: unknown): string[] {
  const hrefs: string[] = []
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      hrefs.push(...richTextLinks(node).map((link) => link.href))
      if (bareAddress.test(node)) hrefs.push(node)
    } else if (Array.isArray(node)) {
      node.forEach(visit)
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (isAction(record)) {
        const href = hrefOf(record)
        if (href !== undefined) hrefs.push(href)
        // An external target naming no configured address has no href; report it as such.
        else if (record.type === 'external') hrefs.push(`external:${String(record.target)}`)
      }
      for (const [key, child] of Object.entries(record)) {
        // Plain link fields (a blog card's `link`, an article's `related` paths) are hrefs too.
        if (linkKeys.has(key) && typeof child === 'string' && !isAction(record)) hrefs.push(child)
        if (key === 'related' && Array.isArray(child)) {
          hrefs.push(...child.filter((item): item is string => typeof item === 'string'))
        }
        visit(child)
      }
    }
  }
  visit(value)
  return hrefs
}

/** Fields whose string value is itself a link. */
const linkKeys: ReadonlySet<string> = new Set(['link', 'href', 'path'])

const actionTypes: ReadonlySet<string> = new Set([
  'route',
  'external',
  'tel',
  'mailto',
  'voice-chat',
])

/** Whether an object is an {@link Action} by its shape. */
function isAction(record: Record<string, unknown>): record is Action & Record<string, unknown> {
  return (
    typeof record.type === 'string' &&
    actionTypes.has(record.type) &&
    Object.keys(record).length <= 2
  )
}
