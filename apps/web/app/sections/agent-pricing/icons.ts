import {
  BarChart3Icon,
  CalendarCheckIcon,
  ClockIcon,
  HeadphonesIcon,
  InboxIcon,
  MoonIcon,
  PenToolIcon,
  PiggyBankIcon,
  TargetIcon,
  ZapIcon,
} from 'lucide-react'
import type { IconSet } from '../offers/content-icon'

/** The icons the AI agent pricing page's content names. */
export const agentPricingIcons: IconSet = {
  Headphones: HeadphonesIcon,
  Target: TargetIcon,
  CalendarCheck: CalendarCheckIcon,
  PenTool: PenToolIcon,
  Inbox: InboxIcon,
  BarChart3: BarChart3Icon,
  Clock: ClockIcon,
  PiggyBank: PiggyBankIcon,
  Zap: ZapIcon,
  Moon: MoonIcon,
}
