import {
  type LucideIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TrendingUpIcon,
  TrophyIcon,
} from 'lucide-react'

/** The icons the about page's credential cards name. */
export const aboutIcons: Readonly<Record<string, LucideIcon>> = {
  ShieldCheck: ShieldCheckIcon,
  TrendingUp: TrendingUpIcon,
  Trophy: TrophyIcon,
}

/** A credential's icon; sparkles when content names one this map lacks. */
export function aboutIcon(name: string): LucideIcon {
  return aboutIcons[name] ?? SparklesIcon
}
