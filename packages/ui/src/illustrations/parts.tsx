import { drawingColours } from '../logo'
import { IllustrationText } from './text'

const { white, ink, primary, primarySoft, goldSoft, goldInk, border } = drawingColours

/** Props of {@link StrokePath}. */
export interface StrokePathProps {
  d: string
  stroke: string
  /** Stroke width in the path's own units; 2, as lucide draws. */
  width?: number
  transform?: string
}

/**
 * A line drawing with round caps and joins and no fill: the look of the site's lucide icons,
 * for icons on a 24-unit grid (moved into place by a transform) and for ticks and arrows.
 */
export function StrokePath({ d, stroke, width = 2, transform }: StrokePathProps) {
  return (
    <path
      d={d}
      transform={transform}
      fill="none"
      stroke={stroke}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )
}

/**
 * A 24-unit line icon centred on a rounded tile: green on mint, or ink-gold on soft gold.
 *
 * @example <IconTile x={64} y={72} d={handset} tone="gold" />
 */
export function IconTile({
  x,
  y,
  d,
  tone = 'green',
  size = 40,
}: {
  x: number
  y: number
  d: string
  tone?: 'green' | 'gold'
  size?: number
}) {
  const inset = (size - 24) / 2
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={size}
        height={size}
        rx={size * 0.3}
        fill={tone === 'gold' ? goldSoft : primarySoft}
      />
      <StrokePath
        d={d}
        stroke={tone === 'gold' ? goldInk : primary}
        transform={`translate(${x + inset} ${y + inset})`}
      />
    </g>
  )
}

/**
 * A rounded pill with a centred label, such as a time slot; the chosen one is filled green.
 *
 * @example <IllustrationChip x={332} y={400} width={52} label="9:00" selected />
 */
export function IllustrationChip({
  x,
  y,
  width,
  label,
  height = 22,
  size = 10.5,
  selected = false,
}: {
  x: number
  y: number
  width: number
  label: string
  height?: number
  size?: number
  selected?: boolean
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={height / 2}
        fill={selected ? primary : white}
        stroke={selected ? primary : border}
      />
      <IllustrationText
        x={x + width / 2}
        y={y + height / 2 + size * 0.36}
        size={size}
        weight={700}
        fill={selected ? white : ink}
        anchor="middle"
      >
        {label}
      </IllustrationText>
    </g>
  )
}

/** A person shown by initials only, in one of the palette's fill and text pairs. */
export interface InitialsPerson {
  initials: string
  fill: string
  text: string
}

/**
 * A person as initials in a circle, ringed in white so overlapping avatars stay apart.
 *
 * @example <InitialsAvatar cx={80} cy={396} r={17} size={11} person={{ initials: 'MJ', fill: primary, text: white }} />
 */
export function InitialsAvatar({
  cx,
  cy,
  r,
  size,
  person,
}: {
  cx: number
  cy: number
  r: number
  /** The initials' font size. */
  size: number
  person: InitialsPerson
}) {
  return (
    <g>
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill={person.fill}
        stroke={white}
        strokeWidth={r > 14 ? 3 : 2}
      />
      <IllustrationText
        x={cx}
        y={cy + size * 0.36}
        size={size}
        weight={700}
        fill={person.text}
        anchor="middle"
      >
        {person.initials}
      </IllustrationText>
    </g>
  )
}
