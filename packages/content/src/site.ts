/**
 * The one file an owner edits to rebrand the site: names, contact details and hours.
 * Every page reads these facts from here; none is written twice.
 */
export const site = {
  brand: 'Kookaburra AI',
  /** Appended to every page title: `Pricing | Kookaburra AI`. */
  titleTag: ' | Kookaburra AI',
  founder: {
    name: 'Jordan Blake',
    path: '/jordan-blake-ai',
  },
  phone: {
    display: '0491 570 156',
    href: 'tel:+61491570156',
  },
  email: 'hello@kookaburra-ai.example',
  hours: {
    display: 'Monday-Friday 10-4pm AEST',
    /** schema.org `openingHours`. */
    structured: 'Mo-Fr 10:00-16:00',
    timeZone: 'Australia/Brisbane',
  },
} as const

/** The site configuration's type. */
export type Site = typeof site

/**
 * A page title with the company tag, as every page's `<title>` reads.
 *
 * @example
 * pageTitle('AI Voice Agents Pricing') // 'AI Voice Agents Pricing | Kookaburra AI'
 */
export function pageTitle(title: string): string {
  return `${title}${site.titleTag}`
}
