import {
  BotIcon,
  FileTextIcon,
  GlobeIcon,
  HardHatIcon,
  LeafIcon,
  type LucideIcon,
  MessageCircleIcon,
  NewspaperIcon,
  PenToolIcon,
  ServerCogIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StethoscopeIcon,
  TrendingUpIcon,
  UsersIcon,
} from 'lucide-react'

/** The icons the blog's cards name, by their lucide name. Only these ship with the page. */
export const cardIcons: Readonly<Record<string, LucideIcon>> = {
  Bot: BotIcon,
  Globe: GlobeIcon,
  HardHat: HardHatIcon,
  Leaf: LeafIcon,
  MessageCircle: MessageCircleIcon,
  Newspaper: NewspaperIcon,
  PenTool: PenToolIcon,
  ServerCog: ServerCogIcon,
  ShieldCheck: ShieldCheckIcon,
  Sparkles: SparklesIcon,
  Stethoscope: StethoscopeIcon,
  TrendingUp: TrendingUpIcon,
  Users: UsersIcon,
}

/** A card's icon; a generic page when content names one this map lacks. */
export function cardIcon(name: string): LucideIcon {
  return cardIcons[name] ?? FileTextIcon
}
