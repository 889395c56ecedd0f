import { navigation } from '@org/content'
import { ActionBar } from '@org/ui'
import { PhoneIcon } from 'lucide-react'
import { ActionButton } from '../actions/action-link'

/**
 * The phone's bar of the site's two actions, talk to the agent or call, for a visitor far down a
 * long page; ui's `ActionBar` decides when it shows.
 */
export function PhoneActionBar() {
  const { label, talk, call } = navigation.mobile.actionBar
  return (
    <ActionBar label={label}>
      <ActionButton action={talk.action}>{talk.label}</ActionButton>
      <ActionButton action={call.action} variant="secondary" className="gap-2">
        <PhoneIcon aria-hidden="true" strokeWidth={2} className="size-4" />
        {call.label}
      </ActionButton>
    </ActionBar>
  )
}
