import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import {
  FlowPath,
  IllustrationCanvas,
  IllustrationCard,
  type IllustrationProps,
  useCanvasRef,
} from './canvas'
import { IllustrationText } from './text'

const { white, ink, inkMuted, primary, primaryLine, primarySoft, gold, goldSoft, goldInk, border } =
  drawingColours

/** Lucide's heart, drawn on a 24-unit grid. */
const heart =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z'

/** The calendar's grid: seven columns from the card's inner edge, one row a week. */
const grid = { x: 56, y: 124, column: 40, row: 44 }

/** June 2026 starts on a Monday; the fifth row runs into July and is the week being drafted. */
const weeks = [
  ['1', '2', '3', '4', '5', '6', '7'],
  ['8', '9', '10', '11', '12', '13', '14'],
  ['15', '16', '17', '18', '19', '20', '21'],
  ['22', '23', '24', '25', '26', '27', '28'],
  ['29', '30', '1', '2', '3', '4', '5'],
]

/** The posts already on the calendar, each on its day; the first is the one on the phone. */
const posts = [
  { title: 'Tip: quoting', week: 0, day: 1, width: 80, tone: 'chosen' },
  { title: 'Behind the scenes', week: 1, day: 3, width: 114, tone: 'gold' },
  { title: 'Customer story', week: 2, day: 0, width: 100, tone: 'green' },
  { title: 'FAQ reel', week: 3, day: 4, width: 63, tone: 'gold' },
] as const

const chipColours = {
  chosen: { fill: primary, text: white },
  green: { fill: primarySoft, text: primary },
  gold: { fill: goldSoft, text: goldInk },
}

/**
 * A month of content filling in: a June calendar with a post chip on some days, the week ahead
 * being drafted by the agent, and the first post on a phone, scheduled with its caption. The
 * content course's hero.
 *
 * @example <ContentCalendarIllustration className="w-full max-w-xl" />
 */
export function ContentCalendarIllustration(props: IllustrationProps) {
  const ref = useCanvasRef()
  return (
    <IllustrationCanvas tint="gold" {...props}>
      <FlowPath d="M264 404C312 404 344 396 364 378" />

      {/* The month. */}
      <IllustrationCard x={40} y={40} width={312} height={316} />
      <IllustrationText x={56} y={70} size={14} weight={700}>
        June content plan
      </IllustrationText>
      <IllustrationText x={56} y={88} size={11.5} fill={inkMuted}>
        Posts go live at 9 am
      </IllustrationText>
      {[296, 324].map((cx, index) => (
        <g key={cx}>
          <circle cx={cx} cy={74} r={12} fill={white} stroke={border} />
          <path
            d={index === 0 ? `M${cx + 2} 69l-5 5 5 5` : `M${cx - 2} 69l5 5-5 5`}
            fill="none"
            stroke={ink}
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((initial, day) => (
        <IllustrationText
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; two days share an initial
          key={day}
          x={grid.x + day * grid.column + 10}
          y={114}
          size={10}
          weight={700}
          fill={inkMuted}
        >
          {initial}
        </IllustrationText>
      ))}
      {/* Next week, the one the agent is drafting. */}
      <rect
        x={grid.x}
        y={grid.y + 4 * grid.row + 4}
        width={7 * grid.column}
        height={grid.row - 8}
        rx={10}
        fill={goldSoft}
      />
      {weeks.map((week, row) => (
        <g key={week.join()}>
          {row > 0 ? (
            <path
              d={`M${grid.x} ${grid.y + row * grid.row}h${7 * grid.column}`}
              stroke={border}
              strokeOpacity="0.7"
            />
          ) : null}
          {week.map((date, day) => (
            <IllustrationText
              key={date}
              x={grid.x + day * grid.column + 10}
              y={grid.y + row * grid.row + (row === 4 ? 26 : 15)}
              size={10}
              weight={row === 0 && day === 1 ? 800 : 500}
              fill={row === 0 && day === 1 ? primary : row === 4 && day > 1 ? goldInk : inkMuted}
            >
              {date}
            </IllustrationText>
          ))}
        </g>
      ))}
      {posts.map((post) => {
        const x = grid.x + post.day * grid.column + 2
        const y = grid.y + post.week * grid.row + 20
        const colours = chipColours[post.tone]
        return (
          <g key={post.title}>
            <rect x={x} y={y} width={post.width} height={20} rx={6} fill={colours.fill} />
            <IllustrationText x={x + 8} y={y + 14} size={11} weight={700} fill={colours.text}>
              {post.title}
            </IllustrationText>
          </g>
        )
      })}

      {/* The agent, writing the week ahead. */}
      <IllustrationCard x={40} y={372} width={216} height={64} />
      <AgentOrb x={74} y={404} radius={16} />
      <IllustrationText x={106} y={400} size={13} weight={700}>
        Drafting next week…
      </IllustrationText>
      <IllustrationText x={106} y={418} size={11.5} fill={inkMuted}>
        Seven posts ready
      </IllustrationText>

      {/* The first post, scheduled on the phone. */}
      <rect x={372} y={88} width={148} height={304} rx={30} fill={ink} filter={ref('lift')} />
      <rect x={380} y={96} width={132} height={288} rx={23} fill={white} />
      <rect x={426} y={104} width={40} height={8} rx={4} fill={ink} />
      <circle cx={404} cy={138} r={12} fill={goldSoft} />
      <g
        transform="translate(396.8 130.8) scale(0.6)"
        fill="none"
        stroke={goldInk}
        strokeWidth="2.6"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 6v6l4 2" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <IllustrationText x={424} y={135} size={11} weight={700}>
        Scheduled
      </IllustrationText>
      <IllustrationText x={424} y={149} size={10} fill={inkMuted}>
        Tue · 9 am
      </IllustrationText>
      <rect x={392} y={162} width={108} height={104} rx={12} fill={primarySoft} />
      <circle cx={474} cy={186} r={10} fill={gold} />
      <path
        d="M392 240l26-24 22 20 16-14 44 24v8a12 12 0 0 1-12 12h-84a12 12 0 0 1-12-12z"
        fill={primaryLine}
      />
      <path
        d="M392 250l32-22 26 20 50-6v12a12 12 0 0 1-12 12h-84a12 12 0 0 1-12-12z"
        fill={primary}
      />
      <g fill="none" stroke={ink} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d={heart} transform="translate(392 276) scale(0.7)" />
        <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" transform="translate(416 276) scale(0.7)" />
      </g>
      <IllustrationText x={392} y={312} size={12} weight={700}>
        Tip: quoting
      </IllustrationText>
      <IllustrationText x={392} y={329} size={11} fill={inkMuted}>
        Quote on the day,
      </IllustrationText>
      <IllustrationText x={392} y={344} size={11} fill={inkMuted}>
        win more jobs.
      </IllustrationText>
      <rect x={426} y={370} width={40} height={4} rx={2} fill={border} />
    </IllustrationCanvas>
  )
}
