import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react'
import { cn } from '../cn'
import { drawingColours } from '../logo'

const { white, border, primaryTint, primarySoft, goldSoft } = drawingColours

/** The canvas every page-hero illustration is drawn on, in SVG user units. */
export const illustrationSize = { width: 560, height: 480 } as const

/** Props shared by every page-hero illustration. */
export type IllustrationProps = Omit<
  ComponentProps<'svg'>,
  'viewBox' | 'width' | 'height' | 'children'
>

/** The id prefix of the drawing's shared definitions, for the parts that refer to them. */
export const CanvasIds = createContext('illustration')

/** A `url(#…)` reference to one of the canvas's shared definitions (`lift`, `glow`, `orb`). */
export function useCanvasRef(): (name: 'lift' | 'glow' | 'orb') => string {
  const id = useContext(CanvasIds)
  return (name) => `url(#${id}-${name})`
}

/**
 * The root of a standalone illustration: its own size as `width`, `height` and `viewBox` (so it
 * stands alone as a file), scaled to its container's width inline, and hidden from screen readers.
 */
export function IllustrationSvg({
  width,
  height,
  className,
  children,
  ...props
}: IllustrationProps & { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
      {...props}
    >
      {children}
    </svg>
  )
}

/**
 * The plate an illustration sits on: a white-to-tint card with a grid fading towards its edges,
 * and the shared definitions its cards use (a soft two-layer shadow, the agent's green orb and
 * its glow). Decorative: hidden from screen readers, as the page's own text says the same.
 */
export function IllustrationCanvas({
  tint,
  className,
  children,
  ...props
}: IllustrationProps & { tint: 'mint' | 'gold'; children: ReactNode }) {
  // Two illustrations on one page (Storybook's docs) must not share definitions.
  const id = `illustration-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const { width, height } = illustrationSize
  return (
    <IllustrationSvg width={width} height={height} className={className} {...props}>
      <defs>
        <linearGradient id={`${id}-plate`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={white} />
          <stop offset="1" stopColor={tint === 'mint' ? primarySoft : goldSoft} />
        </linearGradient>
        <pattern id={`${id}-grid`} width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M28 0H0V28" fill="none" stroke={primaryTint} strokeWidth="1" opacity="0.55" />
        </pattern>
        <radialGradient id={`${id}-fade`} cx="0.5" cy="0.5" r="0.6">
          <stop offset="0.2" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-grid-mask`}>
          <rect width={width} height={height} fill={`url(#${id}-fade)`} />
        </mask>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0.5" stopColor="#1d5e4b" stopOpacity="0.2" />
          <stop offset="1" stopColor="#1d5e4b" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-orb`} cx="0.34" cy="0.28" r="0.85">
          <stop offset="0" stopColor="#2f8068" />
          <stop offset="0.6" stopColor="#1d5e4b" />
          <stop offset="1" stopColor="#12402f" />
        </radialGradient>
        <filter id={`${id}-lift`} x="-30%" y="-30%" width="160%" height="180%">
          <feDropShadow dx="0" dy="1" stdDeviation="1" floodColor="#16202b" floodOpacity="0.06" />
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#16202b" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect
        x="24"
        y="20"
        width="512"
        height="440"
        rx="32"
        fill={`url(#${id}-plate)`}
        stroke={border}
      />
      <rect
        width={width}
        height={height}
        fill={`url(#${id}-grid)`}
        mask={`url(#${id}-grid-mask)`}
      />
      <CanvasIds.Provider value={id}>{children}</CanvasIds.Provider>
    </IllustrationSvg>
  )
}

/** A white card with a hairline edge and the canvas's soft shadow. */
export function IllustrationCard({
  x,
  y,
  width,
  height,
  radius = 18,
}: {
  x: number
  y: number
  width: number
  height: number
  radius?: number
}) {
  const ref = useCanvasRef()
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={radius}
      fill={white}
      stroke={border}
      strokeOpacity="0.7"
      filter={ref('lift')}
    />
  )
}

/** A dashed path showing where the story goes next, in the primary line colour. */
export function FlowPath({ d }: { d: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={drawingColours.primaryLine}
      strokeWidth="2"
      strokeDasharray="5 7"
      strokeLinecap="round"
    />
  )
}
