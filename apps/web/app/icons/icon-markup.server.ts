import { type IconName, iconNames } from '@org/content'
import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IconMarkup } from './icon-markup'

const knownNames: ReadonlySet<string> = new Set(iconNames)

/**
 * Every icon name found under an `icon` key anywhere in a page's data, in the order met. A value
 * there that is not one of content's icon names is a mistake in the data, so it stops the build.
 */
export function iconsIn(data: unknown, found = new Set<IconName>()): Set<IconName> {
  if (Array.isArray(data)) {
    for (const item of data) iconsIn(item, found)
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'icon' && typeof value === 'string') {
        if (!knownNames.has(value)) {
          throw new Error(`"${value}" is not one of the site's icons (iconNames in @org/content).`)
        }
        found.add(value as IconName)
      } else {
        iconsIn(value, found)
      }
    }
  }
  return found
}

/**
 * Draws icons with lucide at build time and keeps what is inside the `<svg>`; `ContentIcon`
 * supplies the element itself, so the same drawing takes any size or colour. Indexing lucide by
 * `${name}Icon` makes a content icon lucide lacks a type error here.
 */
export function iconMarkup(names: Iterable<IconName>): IconMarkup {
  return Object.fromEntries(
    [...names].sort().map((name) => {
      // Build time only: this module never reaches a browser, so it may hold every icon.
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server-only, draws any named icon
      const svg = renderToStaticMarkup(createElement(lucide[`${name}Icon`]))
      return [name, svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))]
    }),
  )
}

/**
 * A page's loader data with the markup of every icon it names (plus any the page's own layout
 * draws, `also`), so its icons arrive with its text.
 */
export function withIcons<Data extends object>(
  data: Data,
  also: readonly IconName[] = [],
): Data & { icons: IconMarkup } {
  return { ...data, icons: iconMarkup(iconsIn(data, new Set(also))) }
}
