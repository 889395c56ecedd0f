import { SparklesIcon } from 'lucide-react'
import type { ComponentType, SVGProps } from 'react'

/** A lucide icon component. */
export type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { strokeWidth?: number }>

/** The icons a page's sections may show, by the lucide name content gives them. */
export type IconSet = Readonly<Record<string, IconComponent>>

/** Props of {@link ContentIcon}. */
export interface ContentIconProps {
  /** The lucide name from content (`'Mic'`). */
  name: string
  /** The page's own icons, so each page's code carries only the icons it shows. */
  icons: IconSet
  className?: string
}

/**
 * The icon content names for a card, at the site's one stroke width. Decorative: the title beside
 * it says the same. A name the page does not know shows a neutral sparkle rather than nothing;
 * each page's icon test makes sure that never happens.
 */
export function ContentIcon({ name, icons, className }: ContentIconProps) {
  const Icon = icons[name] ?? SparklesIcon
  return <Icon aria-hidden="true" strokeWidth={2} className={className} />
}
