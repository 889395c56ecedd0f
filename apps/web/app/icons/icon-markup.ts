import type { IconName } from '@org/content'

/**
 * The inner SVG markup (paths, circles, …) of each icon a page shows, drawn at build time and
 * carried in the page's loader data, so no page's JavaScript holds icon drawings.
 */
export type IconMarkup = Readonly<Partial<Record<IconName, string>>>

/** Loader data that carries the icons its page shows. */
export interface WithIcons {
  icons: IconMarkup
}

/** Whether a route's loader data carries icon markup. */
export function hasIcons(data: unknown): data is WithIcons {
  return typeof data === 'object' && data !== null && 'icons' in data
}
