import { ClockIcon, GraduationCapIcon, UsersIcon } from 'lucide-react'
import type { IconSet } from '../offers/content-icon'

/** The icons the AI training page's content names. */
export const trainingIcons: IconSet = {
  GraduationCap: GraduationCapIcon,
  Clock: ClockIcon,
  Users: UsersIcon,
}
