/** The theme tokens the Foundations page shows, by name. Values are read from the live stylesheet. */

/** The colour tokens, by name; their values are read from the live stylesheet. */
export const colours = [
  'ink',
  'ink-muted',
  'ink-subtle',
  'surface',
  'surface-raised',
  'muted',
  'border',
  'border-strong',
  'primary',
  'primary-hover',
  'primary-soft',
  'primary-tint',
  'primary-line',
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
  { fg: 'ink-subtle', bg: 'surface-raised', kind: 'text' },
  { fg: 'primary', bg: 'surface', kind: 'text' },
  { fg: 'primary', bg: 'primary-soft', kind: 'text' },
  { fg: 'on-primary', bg: 'primary', kind: 'text' },
  { fg: 'on-primary', bg: 'primary-hover', kind: 'text' },
  { fg: 'ink', bg: 'accent', kind: 'text' },
  { fg: 'accent-ink', bg: 'accent-soft', kind: 'text' },
  { fg: 'on-primary', bg: 'destructive', kind: 'text' },
  { fg: 'destructive', bg: 'destructive-soft', kind: 'text' },
  { fg: 'destructive', bg: 'surface-raised', kind: 'text' },
  { fg: 'destructive-hover', bg: 'destructive-soft', kind: 'text' },
  { fg: 'border-strong', bg: 'surface-raised', kind: 'non-text' },
  { fg: 'primary-line', bg: 'surface', kind: 'non-text' },
  { fg: 'primary-line', bg: 'muted', kind: 'non-text' },
  { fg: 'focus', bg: 'surface', kind: 'non-text' },
  { fg: 'focus', bg: 'muted', kind: 'non-text' },
]

/** The type scale's six steps, smallest first: each grows from `min` px on a 360 px screen to `max` at 1280. */
export const typeScale = [
  { step: 'sm', className: 'text-sm', min: 14, max: 14, use: 'Captions, help text, badges' },
  { step: 'base', className: 'text-base', min: 16, max: 18, use: 'Body text' },
  { step: 'lg', className: 'text-lg', min: 18, max: 21, use: 'Card titles, lead paragraphs, h3' },
  {
    step: '2xl',
    className: 'text-2xl',
    min: 26,
    max: 36,
    use: 'Section headings, figures, prices',
  },
  { step: '4xl', className: 'text-4xl', min: 34, max: 52, use: 'Page titles' },
  { step: 'display', className: 'text-display', min: 40, max: 72, use: 'The hero headline only' },
] as const

/** Which five steps a page uses: a hero page trades the page title for the display size. */
export const pageRecipes = [
  { page: 'Home and landing pages', steps: ['display', '2xl', 'lg', 'base', 'sm'] },
  { page: 'Articles, legal and other pages', steps: ['4xl', '2xl', 'lg', 'base', 'sm'] },
] as const

/** The typeface's weights the components use, with what each is for. */
export const weights = [
  { weight: 400, use: 'Body' },
  { weight: 500, use: 'Quotes, emphasis' },
  { weight: 600, use: 'Labels, links, buttons' },
  { weight: 700, use: 'Headings' },
  { weight: 800, use: 'Hero, figures' },
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
