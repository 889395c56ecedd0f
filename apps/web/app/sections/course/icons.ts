import {
  CalendarDaysIcon,
  ImageIcon,
  LineChartIcon,
  Mic2Icon,
  PenToolIcon,
  RepeatIcon,
} from 'lucide-react'
import type { IconSet } from '../offers/content-icon'

/** The icons the content course page's content names. */
export const courseIcons: IconSet = {
  Mic2: Mic2Icon,
  CalendarDays: CalendarDaysIcon,
  PenTool: PenToolIcon,
  Repeat: RepeatIcon,
  Image: ImageIcon,
  LineChart: LineChartIcon,
}
