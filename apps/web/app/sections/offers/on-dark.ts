/**
 * Button looks for the dark eucalyptus panels: gold for the one primary action (ink on gold,
 * 8.5:1), a light outline for the secondary one, and a white focus ring that shows on green.
 * Passed as `className` to `ActionButton`, they override its light-surface colours.
 */
export const onDark = {
  primary:
    'bg-accent text-ink shadow-card hover:bg-accent hover:brightness-105 focus-visible:outline-white',
  secondary:
    'border-white/50 bg-white/5 text-white hover:bg-white/15 hover:text-white focus-visible:outline-white',
} as const
