import {
  BadgeCheckIcon,
  BarChart3Icon,
  MessageSquareIcon,
  MicIcon,
  PenToolIcon,
  ShieldCheckIcon,
  WorkflowIcon,
} from 'lucide-react'
import type { IconSet } from '../offers/content-icon'

/** The icons the coaching programme page's content names. */
export const coachingIcons: IconSet = {
  MessageSquare: MessageSquareIcon,
  Workflow: WorkflowIcon,
  Mic: MicIcon,
  PenTool: PenToolIcon,
  BarChart3: BarChart3Icon,
  ShieldCheck: ShieldCheckIcon,
  BadgeCheck: BadgeCheckIcon,
}
