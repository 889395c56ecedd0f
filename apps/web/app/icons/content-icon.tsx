import type { IconName } from '@org/content'
import { LineIcon } from '@org/ui'
import { useMatches } from 'react-router-dom'
import { hasIcons } from './icon-markup'

/** Props of {@link ContentIcon}. */
export interface ContentIconProps {
  /** The icon content names (`'Mic'`). */
  name: IconName
  className?: string
  /** Lucide's stroke width; the site draws at 2, large decorative icons thinner. */
  strokeWidth?: number
}

/**
 * An icon content names, drawn from the markup the page's loader made at build time, in ui's
 * `LineIcon` frame at the site's one stroke width. Decorative: the text beside it says the same.
 */
export function ContentIcon({ name, className, strokeWidth = 2 }: ContentIconProps) {
  const markup = useIconMarkup(name)
  return (
    <LineIcon
      data-icon={name}
      strokeWidth={strokeWidth}
      className={className}
      // Markup lucide drew at build time from a name in our content; no visitor text.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time SVG of a named icon
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}

/** The markup of an icon, from the deepest route whose loader drew icons. */
function useIconMarkup(name: IconName): string {
  const data = useMatches()
    .map((match) => match.data)
    .findLast(hasIcons)
  const markup = data?.icons[name]
  // Every name a page's data holds is drawn by its loader, so a miss is a page that shows an icon
  // its data does not name: fail the prerender, where the build reports it.
  if (markup === undefined) throw new Error(`The page's loader did not draw the icon "${name}".`)
  return markup
}
