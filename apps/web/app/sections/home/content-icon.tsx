import { SparklesIcon } from 'lucide-react'
import type { ComponentType, SVGProps } from 'react'

/** A lucide icon component. */
export type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { strokeWidth?: number }>

/** Props of {@link ContentIcon}. */
export interface ContentIconProps {
  /** The lucide name content gives (`'Mic'`). */
  name: string
  /** The icons a section may show, by name; each section imports only its own. */
  icons: Readonly<Record<string, IconComponent>>
  className?: string
}

/**
 * The icon content names for a card or step, at the site's one stroke width. Decorative: the
 * title beside it says the same. A name the section does not know shows a neutral sparkle.
 */
export function ContentIcon({ name, icons, className }: ContentIconProps) {
  const Icon = icons[name] ?? SparklesIcon
  return <Icon aria-hidden="true" strokeWidth={2} className={className} />
}
