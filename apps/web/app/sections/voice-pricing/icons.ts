import { HeadphonesIcon, PhoneIncomingIcon, PhoneOutgoingIcon } from 'lucide-react'
import type { IconSet } from '../offers/content-icon'

/** The icons the voice pricing page's content names. */
export const voicePricingIcons: IconSet = {
  PhoneIncoming: PhoneIncomingIcon,
  PhoneOutgoing: PhoneOutgoingIcon,
  Headphones: HeadphonesIcon,
}
