import { drawingColours } from '../logo'
import { useCanvasRef } from './canvas'

const { white, primarySoft, primaryTint, gold } = drawingColours

/** The voice bars inside the orb: quiet at the edges, gold where the agent is speaking. */
const bars = [
  { height: 14, colour: primaryTint },
  { height: 34, colour: primarySoft },
  { height: 58, colour: gold },
  { height: 44, colour: gold },
  { height: 66, colour: gold },
  { height: 30, colour: primarySoft },
  { height: 12, colour: primaryTint },
]

/**
 * The AI agent as the site draws it everywhere: a green orb with a glow and a dotted listening
 * ring, speaking in gold bars.
 */
export function AgentOrb({ x, y, radius = 72 }: { x: number; y: number; radius?: number }) {
  const ref = useCanvasRef()
  const step = radius / 4.5
  return (
    <g>
      <circle cx={x} cy={y} r={radius * 1.7} fill={ref('glow')} />
      <circle
        cx={x}
        cy={y}
        r={radius * 1.32}
        fill="none"
        stroke={primaryTint}
        strokeWidth="2"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <circle cx={x} cy={y} r={radius} fill={ref('orb')} />
      <circle
        cx={x}
        cy={y}
        r={radius}
        fill="none"
        stroke={white}
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <g strokeLinecap="round" strokeWidth={radius / 11}>
        {bars.map((bar, index) => {
          const barX = x + (index - 3) * step
          const half = (bar.height * radius) / 156
          return (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; bars never reorder
              key={index}
              d={`M${barX} ${y - half}V${y + half}`}
              stroke={bar.colour}
            />
          )
        })}
      </g>
    </g>
  )
}
