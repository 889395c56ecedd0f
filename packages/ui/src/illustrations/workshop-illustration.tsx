import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import { IllustrationCanvas, IllustrationCard, type IllustrationProps } from './canvas'
import { InitialsAvatar, type InitialsPerson, StrokePath } from './parts'
import { IllustrationText } from './text'

const {
  white,
  cream,
  ink,
  inkMuted,
  primary,
  primarySoft,
  primaryTint,
  primaryLine,
  gold,
  goldSoft,
  goldInk,
  border,
} = drawingColours

/** Lucide's lightbulb, drawn on a 24-unit grid. */
const lightbulb =
  'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5M9 18h6M10 22h4'

/** Lucide's paperclip, drawn on a 24-unit grid. */
const paperclip =
  'm21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48'

/** The people in the room, as initials only, each in one of the palette's pairs. */
const attendees: InitialsPerson[] = [
  { initials: 'MJ', fill: primary, text: white },
  { initials: 'SK', fill: gold, text: ink },
  { initials: 'TL', fill: primarySoft, text: primary },
  { initials: 'AR', fill: goldSoft, text: goldInk },
  { initials: 'DW', fill: primaryTint, text: primary },
]

/** The line items the assistant drafted into the quote. */
const lineItems = ['Strip-out and removal', 'Waterproofing', 'Tiling and fit-off']

/** The owner's checklist for the course: two steps done, the next one waiting. */
const steps = [
  { label: 'Set up your assistant', done: true },
  { label: 'Write your first prompt', done: true },
  { label: 'Automate a follow-up', done: false },
]

/**
 * A live workshop lesson: the session window where an owner's prompt for a quote becomes a
 * drafted, itemised quote, the people learning alongside them, and their checklist with the next
 * step still to do. The AI training page's hero.
 *
 * @example <WorkshopIllustration className="w-full max-w-xl" />
 */
export function WorkshopIllustration(props: IllustrationProps) {
  return (
    <IllustrationCanvas tint="mint" {...props}>
      {/* The session window: a live lesson built around one job. */}
      <IllustrationCard x={48} y={40} width={464} height={248} />
      <path
        d="M48 58a18 18 0 0 1 18-18h428a18 18 0 0 1 18 18v22H48z"
        fill={cream}
        stroke={border}
        strokeOpacity="0.7"
      />
      <rect x="64" y="50" width="52" height="20" rx="10" fill={white} stroke={border} />
      <circle cx="76" cy="60" r="3.5" fill={gold} />
      <IllustrationText x={84} y={63.5} size={10} weight={700} fill={primary}>
        Live
      </IllustrationText>
      <IllustrationText x={130} y={64.5} size={13} weight={700}>
        Session 3 · Write quotes with AI
      </IllustrationText>

      {/* What the owner typed. */}
      <rect x="64" y="96" width="176" height="176" rx="14" fill={primarySoft} />
      <IllustrationText x={80} y={118} size={10} weight={700} fill={primary}>
        Your prompt
      </IllustrationText>
      {['Draft a quote for a', 'bathroom reno. List', 'each job and keep', 'it friendly.'].map(
        (line, index) => (
          <IllustrationText key={line} x={80} y={140 + index * 16} size={11.5}>
            {line}
          </IllustrationText>
        ),
      )}
      <rect x="137" y="180" width="1.5" height="12" fill={primary} />
      <rect x="80" y="228" width="86" height="24" rx="12" fill={white} stroke={primaryTint} />
      <StrokePath
        d={paperclip}
        stroke={primary}
        width={2.4}
        transform="translate(88 234) scale(0.5)"
      />
      <IllustrationText x={104} y={244} size={10.5} fill={primary}>
        Site notes
      </IllustrationText>
      <circle cx="208" cy="240" r="16" fill={primary} />
      <StrokePath d="M202 240l6-6 6 6M208 234v13" stroke={white} />

      {/* What came back: a quote ready to check and send. */}
      <rect x="264" y="96" width="232" height="176" rx="14" fill={white} stroke={border} />
      <IllustrationText x={280} y={120} size={13} weight={700}>
        Quote · Bathroom reno
      </IllustrationText>
      <IllustrationText x={280} y={137} size={11} fill={inkMuted}>
        Ready to check and send
      </IllustrationText>
      <path d="M280 150H480" stroke={border} />
      {lineItems.map((item, index) => (
        <g key={item}>
          <circle cx="287" cy={168 + index * 21} r="7" fill={primarySoft} />
          <path
            d={`M284 ${168 + index * 21}l2 2 4-4`}
            fill="none"
            stroke={primary}
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <IllustrationText x={300} y={172 + index * 21} size={11.5}>
            {item}
          </IllustrationText>
        </g>
      ))}
      <rect x="280" y="228" width="92" height="28" rx="14" fill={primary} />
      <IllustrationText x={326} y={246} size={11} weight={700} fill={white} anchor="middle">
        Send quote
      </IllustrationText>
      <rect x="380" y="228" width="52" height="28" rx="14" fill={white} stroke={border} />
      <IllustrationText x={406} y={246} size={11} weight={700} anchor="middle">
        Edit
      </IllustrationText>

      {/* The assistant turning the prompt into the quote. */}
      <AgentOrb x={252} y={184} radius={15} />

      {/* The idea sparking, where the lesson clicks. */}
      <circle cx="500" cy="56" r="20" fill={gold} stroke={white} strokeWidth="3" />
      <StrokePath d={lightbulb} stroke={ink} transform="translate(490 46) scale(0.84)" />

      {/* The people learning alongside. */}
      <IllustrationCard x={48} y={312} width={220} height={124} />
      <IllustrationText x={64} y={340} size={13} weight={700}>
        In the room
      </IllustrationText>
      <IllustrationText x={64} y={357} size={11.5} fill={inkMuted}>
        Ask questions as you go
      </IllustrationText>
      {attendees.map((person, index) => (
        <InitialsAvatar
          key={person.initials}
          cx={81 + index * 28}
          cy={396}
          r={17}
          size={11}
          person={person}
        />
      ))}
      <circle
        cx="229"
        cy="396"
        r="15.5"
        fill={white}
        stroke={primaryLine}
        strokeWidth="1.5"
        strokeDasharray="3 3"
      />
      <IllustrationText x={229} y={399.5} size={10} weight={700} fill={primary} anchor="middle">
        You
      </IllustrationText>

      {/* The owner's progress through the course. */}
      <IllustrationCard x={292} y={312} width={220} height={124} />
      <IllustrationText x={308} y={340} size={13} weight={700}>
        Your progress
      </IllustrationText>
      <rect x="300" y="396" width="204" height="28" rx="10" fill={goldSoft} />
      {steps.map((step, index) => {
        const y = 366 + index * 24
        return (
          <g key={step.label}>
            <rect
              x="308"
              y={y - 12}
              width="16"
              height="16"
              rx="5"
              fill={step.done ? primary : white}
              stroke={step.done ? primary : goldInk}
              strokeWidth="1.5"
            />
            {step.done ? (
              <path
                d={`M312 ${y - 4}l2.5 2.5 5-5`}
                fill="none"
                stroke={white}
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
            <IllustrationText x={334} y={y} size={11.5} fill={step.done ? inkMuted : ink}>
              {step.label}
            </IllustrationText>
          </g>
        )
      })}
    </IllustrationCanvas>
  )
}
