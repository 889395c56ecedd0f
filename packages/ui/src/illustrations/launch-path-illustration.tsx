import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import {
  FlowPath,
  IllustrationCanvas,
  IllustrationCard,
  type IllustrationProps,
  useCanvasRef,
} from './canvas'
import { StrokePath } from './parts'
import { IllustrationText } from './text'

const { white, ink, inkMuted, primary, primarySoft, gold, goldSoft, goldInk, border } =
  drawingColours

/** Lucide's phone handset, drawn on a 24-unit grid. */
const handset =
  'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z'

/**
 * The road, switching back up the plate: from the start along the bottom row, round the right
 * bend, back along the middle row, round the left bend and along the top row to the flag.
 */
const road = 'M96 384H440A64 64 0 0 0 440 256H120A64 64 0 0 1 120 128H432C452 128 464 116 468 100'

/** The three steps, bottom to top, each a card sitting on one row of the road. */
const steps = [
  { number: '1', y: 348, title: 'Strategy call', detail: 'We map your week' },
  { number: '2', y: 220, title: 'Pick two jobs', detail: 'Quotes and follow-ups' },
  { number: '3', y: 92, title: 'Go live', detail: 'Your first agent at work' },
]

/**
 * From "not sure" to a clear first step: a sticky note asking where to start beside the start
 * of a winding road, the road switching back up the plate through three numbered steps (the
 * strategy call, the two jobs picked, the first agent live) to a gold flag. The get-started
 * page's hero.
 *
 * @example <LaunchPathIllustration className="w-full max-w-xl" />
 */
export function LaunchPathIllustration(props: IllustrationProps) {
  const ref = useCanvasRef()
  return (
    <IllustrationCanvas tint="mint" {...props}>
      {/* The road: a white lane with a hairline kerb and the dashed line down its middle. */}
      <path d={road} fill="none" stroke={border} strokeWidth="30" strokeLinecap="round" />
      <path d={road} fill="none" stroke={white} strokeWidth="28" strokeLinecap="round" />
      <FlowPath d={road} />

      {/* The start, and the question every visitor arrives with. */}
      <circle cx="96" cy="384" r="16" fill={white} stroke={primary} strokeWidth="4" />
      <circle cx="96" cy="384" r="6" fill={primary} />
      <g transform="rotate(-4 94 316)">
        <rect x="44" y="282" width="100" height="68" rx="6" fill={goldSoft} filter={ref('lift')} />
        <rect
          x="74"
          y="276"
          width="40"
          height="12"
          rx="2"
          fill={white}
          fillOpacity="0.85"
          stroke={border}
          strokeOpacity="0.8"
        />
        <IllustrationText x={57} y={311} size={13} weight={700} fill={goldInk}>
          Where do I
        </IllustrationText>
        <IllustrationText x={57} y={329} size={13} weight={700} fill={goldInk}>
          start?
        </IllustrationText>
      </g>

      {/* The steps: a card on each row, the road passing beneath. */}
      {steps.map((step) => (
        <g key={step.number}>
          <IllustrationCard x={172} y={step.y} width={220} height={72} />
          <IllustrationText x={242} y={step.y + 32} size={14} weight={700}>
            {step.title}
          </IllustrationText>
          <IllustrationText x={242} y={step.y + 50} size={11.5} fill={inkMuted}>
            {step.detail}
          </IllustrationText>
        </g>
      ))}

      {/* 1: a call to map the week. */}
      <rect x="188" y="364" width="40" height="40" rx="12" fill={primarySoft} />
      <g transform="translate(198 374) scale(0.85)">
        <path d={handset} fill="none" stroke={primary} strokeWidth="2.2" strokeLinejoin="round" />
      </g>

      {/* 2: the two jobs ticked off a list. */}
      <rect x="188" y="236" width="40" height="40" rx="12" fill={primarySoft} />
      <StrokePath
        d="M187 259l2 2 4-4M187 249l2 2 4-4M197 248h8M197 254h8M197 260h8"
        stroke={primary}
        transform="translate(9 -2)"
      />

      {/* 3: the agent itself, at work. */}
      <AgentOrb x={208} y={128} radius={15} />

      {/* The numbers, pinned to each card's corner; the last one gold, like the flag. */}
      {steps.map((step) => {
        const last = step.number === '3'
        return (
          <g key={step.number}>
            <circle
              cx="172"
              cy={step.y}
              r="13"
              fill={last ? gold : primary}
              stroke={white}
              strokeWidth="3"
            />
            <IllustrationText
              x={172}
              y={step.y + 4.5}
              size={12}
              weight={800}
              fill={last ? ink : white}
              anchor="middle"
            >
              {step.number}
            </IllustrationText>
          </g>
        )
      })}

      {/* The flag at the end of the road. */}
      <circle cx="470" cy="84" r="46" fill={ref('glow')} />
      <circle cx="470" cy="84" r="26" fill={gold} stroke={white} strokeWidth="4" />
      <g
        transform="translate(458 72)"
        fill="none"
        stroke={ink}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />
      </g>
    </IllustrationCanvas>
  )
}
