import { validators } from 'tailwind-merge'

/*
 * The Tailwind utilities `cn` knows how to de-duplicate, grouped by the CSS property they set.
 *
 * Why not tailwind-merge's default table: it lists every value of every Tailwind utility and is
 * 6.4 kB of gzipped script on every page of the site, which is most of `cn`'s weight. This
 * table is written by property with open-ended values (`p-<anything>` is padding), so it is
 * small, and it knows this design system's theme (`text-display` is a size, `shadow-card` a
 * shadow), which the default table does not. `cn.test.ts` holds it to the default table,
 * extended with the theme in `styles.css`, for every pair of utilities the sources use.
 */

const { isArbitraryLength, isArbitraryShadow, isArbitraryImage, isArbitraryValue, isNumber } =
  validators

/** Any value: `p-4`, `p-gutter`, `p-[3px]`, `p-(--gap)`. */
const any = [() => true]
/** A width in pixels (`border-2`) or an arbitrary length (`border-[3px]`). */
const width = ['', isNumber, isArbitraryLength]
const sides = ['t', 'r', 'b', 'l'] as const
const corners = ['tl', 'tr', 'br', 'bl'] as const

/** One group per prefix, each taking any value: `{ 'max-w': ['max-w'] }` → `max-w-*`. */
const anyValue = (...prefixes: string[]) =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: any }]]))

/** Colours come last under a prefix: anything its other groups do not claim is a colour. */
export const classGroups = {
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'grid',
    'inline-grid',
    'table',
    'table-row',
    'table-cell',
    'flow-root',
    'contents',
    'list-item',
    'hidden',
  ],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  isolation: ['isolate', 'isolation-auto'],
  sr: ['sr-only', 'not-sr-only'],
  container: ['container'],
  'font-smoothing': ['antialiased', 'subpixel-antialiased'],
  'font-style': ['italic', 'not-italic'],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'ring-w-inset': ['ring-inset'],
  'translate-none': ['translate-none'],
  ...anyValue(
    ...['inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'z', 'order'],
    ...['m', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'p', 'px', 'py', 'pt', 'pr', 'pb', 'pl'],
    ...['scroll-m', 'scroll-mt', 'scroll-mb', 'scroll-p', 'scroll-pt', 'scroll-pb'],
    ...['size', 'w', 'h', 'min-w', 'min-h', 'max-w', 'max-h', 'basis', 'aspect'],
    ...['gap', 'gap-x', 'gap-y', 'grid-cols', 'grid-rows', 'grid-flow', 'auto-cols', 'auto-rows'],
    ...['col-span', 'col-start', 'col-end', 'row-span', 'row-start', 'row-end'],
    ...['items', 'self', 'justify', 'justify-items', 'justify-self'],
    ...['place-items', 'place-content', 'place-self'],
    ...['overflow', 'overflow-x', 'overflow-y', 'overscroll', 'overscroll-x', 'overscroll-y'],
    ...['opacity', 'leading', 'tracking', 'whitespace', 'line-clamp', 'underline-offset'],
    ...['duration', 'delay', 'ease', 'animate', 'origin', 'cursor', 'pointer-events'],
    ...['appearance', 'translate', 'translate-x', 'translate-y', 'rotate'],
    ...['scale', 'scale-x', 'scale-y', 'skew-x', 'skew-y'],
    ...['brightness', 'contrast', 'saturate', 'backdrop-saturate', 'backdrop-brightness'],
    ...['from', 'via', 'to', 'fill', 'outline-offset', 'ring-offset', 'decoration'],
  ),
  flex: [{ flex: [isNumber, 'auto', 'initial', 'none', isArbitraryValue] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  grow: [{ grow: ['', ...any] }],
  blur: [{ blur: ['', ...any] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', ...any] }],
  'drop-shadow': [{ 'drop-shadow': ['', ...any] }],
  shrink: [{ shrink: ['', ...any] }],
  'align-content': [
    { content: ['normal', 'center', 'start', 'end', 'between', 'around', 'evenly', 'stretch'] },
  ],
  content: [{ content: ['none', isArbitraryValue] }],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  'object-position': [{ object: any }],
  'list-style-position': [{ list: ['inside', 'outside'] }],
  'list-style-type': [{ list: any }],
  resize: [{ resize: ['', ...any] }],
  transition: [{ transition: ['', ...any] }],
  'font-size': [
    { text: [(value: string) => /^(xs|sm|base|lg|\d?xl|display)$/.test(value), isArbitraryLength] },
  ],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  'text-color': [{ text: any }],
  'font-weight': [
    {
      font: [
        ...['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'],
        'black',
        isNumber,
      ],
    },
  ],
  'font-family': [{ font: any }],
  'bg-image': [
    { bg: ['none', { linear: any, radial: ['', ...any], conic: ['', ...any] }, isArbitraryImage] },
    { 'bg-gradient-to': any },
  ],
  'bg-size': [{ bg: ['auto', 'cover', 'contain', { size: any }] }],
  'bg-repeat': [{ bg: ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'repeat-round'] }],
  'bg-position': [{ bg: ['center', 'top', 'bottom', 'left', 'right'] }],
  'bg-clip': [{ 'bg-clip': any }],
  'bg-color': [{ bg: any }],
  'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-w': [{ border: width }],
  'border-w-x': [{ 'border-x': width }],
  'border-w-y': [{ 'border-y': width }],
  ...Object.fromEntries(sides.map((side) => [`border-w-${side}`, [{ [`border-${side}`]: width }]])),
  'border-color': [{ border: any }],
  'border-color-x': [{ 'border-x': any }],
  'border-color-y': [{ 'border-y': any }],
  ...Object.fromEntries(
    sides.map((side) => [`border-color-${side}`, [{ [`border-${side}`]: any }]]),
  ),
  rounded: [{ rounded: ['', ...any] }],
  ...Object.fromEntries(
    [...sides, ...corners].map((edge) => [
      `rounded-${edge}`,
      [{ [`rounded-${edge}`]: ['', ...any] }],
    ]),
  ),
  shadow: [
    {
      shadow: [
        '',
        (value: string) => /^(2xs|xs|sm|md|lg|\d?xl|none|card|raised)$/.test(value),
        isArbitraryShadow,
      ],
    },
  ],
  'shadow-color': [{ shadow: any }],
  'ring-w': [{ ring: width }],
  'ring-color': [{ ring: any }],
  'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
  'outline-w': [{ outline: width }],
  'outline-color': [{ outline: any }],
  'stroke-w': [{ stroke: [isNumber, isArbitraryLength] }],
  stroke: [{ stroke: any }],
} as const

/** Groups that a shorthand overrides: `p-4` after `px-2` drops `px-2`. */
export const conflictingClassGroups = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  'scroll-m': ['scroll-mt', 'scroll-mb'],
  'scroll-p': ['scroll-pt', 'scroll-pb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [...sides, ...corners].map((edge) => `rounded-${edge}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', ...sides.map((side) => `border-w-${side}`)],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    ...sides.map((side) => `border-color-${side}`),
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y'],
} as const
