import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import { FlowPath, IllustrationCanvas, IllustrationCard, type IllustrationProps } from './canvas'
import { StrokePath } from './parts'
import { IllustrationText } from './text'

const { white, ink, inkMuted, primary, primaryLine, primarySoft, primaryTint, gold } =
  drawingColours

/** One agent on the team: its card's place, the lucide icon it sells under and what it just did. */
interface Agent {
  name: string
  status: string
  /** Lucide icon path data, drawn on a 24-unit grid. */
  icon: string
  x: number
  y: number
  width: number
  /** The agent just switched on: ringed and badged in gold. */
  live?: boolean
}

/** Cards are one height; the top and bottom pairs lean in, the middle pair sits out beside the orb. */
const cardHeight = 72

const agents: ReadonlyArray<Agent> = [
  {
    name: 'Customer Service',
    status: 'Replied to an enquiry',
    icon: 'M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3',
    x: 56,
    y: 52,
    width: 216,
  },
  {
    name: 'Lead Qualification',
    status: 'Switched on today',
    icon: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M6 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    x: 288,
    y: 52,
    width: 216,
    live: true,
  },
  {
    name: 'Admin and Inbox',
    status: 'Invoice raised',
    icon: 'M22 12h-6l-2 3h-4l-2-3H2M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
    x: 40,
    y: 196,
    width: 188,
  },
  {
    name: 'Content Creation',
    status: 'New post drafted',
    icon: 'M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z',
    x: 332,
    y: 196,
    width: 188,
  },
  {
    name: 'Appointment Booking',
    status: 'Booked for Tuesday',
    icon: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18M9 16l2 2 4-4',
    x: 56,
    y: 356,
    width: 216,
  },
  {
    name: 'Data and Reporting',
    status: 'Weekly report sent',
    icon: 'M3 3v18h18M18 17V9M13 17V5M8 17v-3',
    x: 288,
    y: 356,
    width: 216,
  },
]

/**
 * A team of ready-made agents at work around one hub: the agent's orb in the middle and the six
 * agents the page sells around it, each with what it has just done, the newest one ringed in gold
 * as it goes live. The AI agents' pricing hero.
 *
 * @example <AgentTeamIllustration className="w-full max-w-xl" />
 */
export function AgentTeamIllustration(props: IllustrationProps) {
  return (
    <IllustrationCanvas tint="mint" {...props}>
      {/* The hub reaches out to the four cards that lean in; the middle pair sit beside it. */}
      <FlowPath d="M254 198C232 178 182 164 164 124" />
      <FlowPath d="M306 198C328 178 378 164 396 124" />
      <FlowPath d="M230 296C196 296 168 316 164 356" />
      <FlowPath d="M330 296C364 296 392 316 396 356" />
      <AgentOrb x={280} y={232} radius={34} />
      <rect x="230" y="284" width="100" height="24" rx="12" fill={white} stroke={primaryTint} />
      <IllustrationText x={280} y={300.5} size={12} weight={700} fill={primary} anchor="middle">
        Your AI team
      </IllustrationText>

      {/* The team: each agent with what it just did; the newest ringed and badged as it goes live. */}
      {agents.map((agent) => {
        const { x, y, width, live } = agent
        return (
          <g key={agent.name}>
            {live ? (
              <rect
                x={x - 4}
                y={y - 4}
                width={width + 8}
                height={cardHeight + 8}
                rx="22"
                fill="none"
                stroke={gold}
                strokeWidth="2.5"
              />
            ) : null}
            <IllustrationCard x={x} y={y} width={width} height={cardHeight} />
            <rect
              x={x + 14}
              y={y + 18}
              width="36"
              height="36"
              rx="10"
              fill={live ? primary : primarySoft}
            />
            <g transform={`translate(${x + 22} ${y + 26}) scale(0.833)`}>
              <StrokePath d={agent.icon} stroke={live ? white : primary} width={2.2} />
            </g>
            <IllustrationText x={x + 62} y={y + 32} size={13} weight={700}>
              {agent.name}
            </IllustrationText>
            <circle cx={x + 65} cy={y + 46} r="3" fill={live ? gold : primaryLine} />
            <IllustrationText x={x + 74} y={y + 50} size={11.5} fill={inkMuted}>
              {agent.status}
            </IllustrationText>
            {live ? (
              <g>
                <rect
                  x={x + width - 48}
                  y={y - 11}
                  width="44"
                  height="22"
                  rx="11"
                  fill={gold}
                  stroke={white}
                  strokeWidth="3"
                />
                <IllustrationText
                  x={x + width - 26}
                  y={y + 4}
                  size={11}
                  weight={800}
                  fill={ink}
                  anchor="middle"
                >
                  Live
                </IllustrationText>
              </g>
            ) : null}
          </g>
        )
      })}
    </IllustrationCanvas>
  )
}
