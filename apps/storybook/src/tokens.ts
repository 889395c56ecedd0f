/** The theme tokens the Foundations page shows, by name. Values are read from the live stylesheet. */

/** The colour tokens, by name; their values are read from the live stylesheet. */
export const colours = [
  'ink',
  'ink-muted',
  'surface',
  'surface-raised',
  'muted',
  'border',
  'border-strong',
  'primary',
  'primary-hover',
  'primary-soft',
  'on-primary',
  'accent',
  'accent-soft',
  'accent-ink',
  'destructive',
  'destructive-hover',
  'destructive-soft',
  'focus',
] as const

/** A colour token's name. */
export type Colour = (typeof colours)[number]

/** The pairs the components use: text on its background, or a border or ring beside it. */
export const pairs: readonly { fg: Colour; bg: Colour; kind: 'text' | 'non-text' }[] = [
  { fg: 'ink', bg: 'surface', kind: 'text' },
  { fg: 'ink', bg: 'surface-raised', kind: 'text' },
  { fg: 'ink', bg: 'muted', kind: 'text' },
  { fg: 'ink-muted', bg: 'surface', kind: 'text' },
  { fg: 'ink-muted', bg: 'muted', kind: 'text' },
  { fg: 'primary', bg: 'surface', kind: 'text' },
  { fg: 'primary', bg: 'primary-soft', kind: 'text' },
  { fg: 'on-primary', bg: 'primary', kind: 'text' },
  { fg: 'on-primary', bg: 'primary-hover', kind: 'text' },
  { fg: 'ink', bg: 'accent', kind: 'text' },
  { fg: 'accent-ink', bg: 'accent-soft', kind: 'text' },
  { fg: 'on-primary', bg: 'destructive', kind: 'text' },
  { fg: 'destructive', bg: 'destructive-soft', kind: 'text' },
  { fg: 'destructive', bg: 'surface-raised', kind: 'text' },
  { fg: 'border-strong', bg: 'surface-raised', kind: 'non-text' },
  { fg: 'focus', bg: 'surface', kind: 'non-text' },
  { fg: 'focus', bg: 'muted', kind: 'non-text' },
]

/** The five type sizes and what each is for. */
export const typeScale = [
  { className: 'text-sm', use: 'Captions, help text, badges' },
  { className: 'text-base', use: 'Body text' },
  { className: 'text-lg', use: 'Card titles, lead paragraphs' },
  { className: 'text-2xl', use: 'Section headings' },
  { className: 'text-4xl', use: 'Page headings, big figures' },
] as const

/** Spacing tokens beyond Tailwind's 0.25 rem step (`--spacing`). */
export const spacing = [
  '--spacing',
  '--spacing-gutter',
  '--spacing-section',
  '--spacing-section-lg',
] as const
/** Corner radii. */
export const radii = ['--radius-control', '--radius-card'] as const
/** Shadows. */
export const shadows = ['--shadow-card', '--shadow-raised'] as const
/** Motion durations. */
export const durations = [
  '--duration-fast',
  '--duration-base',
  '--duration-slow',
  '--duration-marquee',
] as const
