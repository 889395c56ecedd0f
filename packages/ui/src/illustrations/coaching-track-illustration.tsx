import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import { FlowPath, IllustrationCanvas, IllustrationCard, type IllustrationProps } from './canvas'
import { IconTile, InitialsAvatar, StrokePath } from './parts'
import { IllustrationText } from './text'

const { white, ink, inkMuted, primary, primarySoft, primaryTint, gold, goldSoft, goldInk } =
  drawingColours

/** The programme's three phases, in order; each takes a third of its weeks. */
const phases = ['Foundations', 'Build', 'Scale'] as const

/** Lucide's flag, drawn on a 24-unit grid. */
const flag = 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7'

/** Lucide's video camera, drawn on a 24-unit grid. */
const video =
  'm16 13 5.2 3.5a.5.5 0 0 0 .8-.4V7.9a.5.5 0 0 0-.8-.4L16 10.5M4 6h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z'

/** The track's bands: where the first starts, how wide each is and the gap between them. */
const band = { x: 56, width: 144, gap: 8, top: 174, bottom: 286 }

/** The height the week markers sit at, on the line running through every band. */
const trackY = 200

/** Props of {@link CoachingTrackIllustration}. */
export interface CoachingTrackIllustrationProps extends IllustrationProps {
  /** The programme's length in weeks: a multiple of 3 from 6 to 16, so its phases are equal. */
  weeks: number
}

/**
 * The coaching programme as a track: its weeks in three equal phases (foundations, build,
 * scale), the weeks done in green and this week in gold, the milestone where the first agent
 * goes live, this week's group coaching call and a finish flag on the last week. The AI
 * coaching page's hero; the phases and week markers follow `weeks`, which comes from content.
 *
 * @example <CoachingTrackIllustration weeks={12} className="w-full max-w-xl" />
 */
export function CoachingTrackIllustration({ weeks, ...props }: CoachingTrackIllustrationProps) {
  if (!Number.isInteger(weeks) || weeks < 6 || weeks > 16 || weeks % 3 !== 0) {
    throw new Error(
      `CoachingTrackIllustration: weeks must be a multiple of 3 from 6 to 16, not ${weeks}.`,
    )
  }
  const perPhase = weeks / 3
  // The first agent goes live halfway through the build phase; the coaching is the week after.
  const milestone = perPhase + Math.ceil(perPhase / 2)
  const current = milestone + 1
  /** Where week `week` (from 1) sits along the track. */
  const weekX = (week: number) => {
    const phase = Math.floor((week - 1) / perPhase)
    const index = (week - 1) % perPhase
    return band.x + phase * (band.width + band.gap) + ((index + 0.5) * band.width) / perPhase
  }
  const first = weekX(1)
  const last = weekX(weeks)
  const radius = perPhase > 4 ? 10 : 11

  return (
    <IllustrationCanvas tint="gold" {...props}>
      <FlowPath d={`M232 130C232 160 ${weekX(milestone)} 156 ${weekX(milestone)} ${trackY - 14}`} />
      <FlowPath d={`M${last} 130V${trackY - 16}`} />
      <FlowPath d={`M${weekX(current)} ${trackY + 20}V330`} />

      {/* The track: three phases, the weeks on one line through them. */}
      <IllustrationCard x={44} y={162} width={472} height={136} />
      {phases.map((name, index) => {
        const x = band.x + index * (band.width + band.gap)
        const scale = index === phases.length - 1
        return (
          <g key={name}>
            <rect
              x={x}
              y={band.top}
              width={band.width}
              height={band.bottom - band.top}
              rx="12"
              fill={scale ? goldSoft : primarySoft}
            />
            <IllustrationText
              x={x + 14}
              y={248}
              size={10.5}
              weight={700}
              fill={scale ? goldInk : primary}
            >
              {`Weeks ${index * perPhase + 1}–${(index + 1) * perPhase}`}
            </IllustrationText>
            <IllustrationText x={x + 14} y={268} size={13} weight={700}>
              {name}
            </IllustrationText>
          </g>
        )
      })}
      <path
        d={`M${first} ${trackY}H${last}`}
        stroke={primaryTint}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d={`M${first} ${trackY}H${weekX(current)}`}
        stroke={primary}
        strokeWidth="4"
        strokeLinecap="round"
      />
      {Array.from({ length: weeks }, (_, index) => {
        const week = index + 1
        const x = weekX(week)
        if (week === weeks) {
          return (
            <g key={week}>
              <circle
                cx={x}
                cy={trackY}
                r={radius + 2}
                fill={gold}
                stroke={white}
                strokeWidth="2"
              />
              <g transform={`translate(${x - 6} ${trackY - 6}) scale(0.5)`}>
                <StrokePath d={flag} stroke={ink} width={2.6} />
              </g>
            </g>
          )
        }
        if (week === current) {
          return (
            <g key={week}>
              <circle cx={x} cy={trackY} r={radius + 9} fill={gold} opacity="0.25" />
              <circle
                cx={x}
                cy={trackY}
                r={radius + 3}
                fill={gold}
                stroke={white}
                strokeWidth="2"
              />
              <IllustrationText x={x} y={trackY + 4} size={11} weight={800} anchor="middle">
                {String(week)}
              </IllustrationText>
            </g>
          )
        }
        const done = week < current
        return (
          <g key={week}>
            <circle
              cx={x}
              cy={trackY}
              r={radius}
              fill={done ? primary : white}
              stroke={done ? primary : primaryTint}
              strokeWidth="1.5"
            />
            <IllustrationText
              x={x}
              y={trackY + 3.5}
              size={10}
              weight={700}
              fill={done ? white : inkMuted}
              anchor="middle"
            >
              {String(week)}
            </IllustrationText>
          </g>
        )
      })}

      {/* The milestone: the first agent answering for the business. */}
      <IllustrationCard x={44} y={46} width={236} height={84} />
      <AgentOrb x={84} y={88} radius={18} />
      <IllustrationText x={116} y={84} size={14} weight={700}>
        First agent live
      </IllustrationText>
      <IllustrationText x={116} y={103} size={11.5} fill={inkMuted}>
        {`Week ${milestone} · Build phase`}
      </IllustrationText>
      <circle cx="274" cy="52" r="12" fill={gold} stroke={white} strokeWidth="3" />
      <StrokePath d="M268.5 52l3.5 3.5 7-7" stroke={ink} width={2.2} />

      {/* The finish line. */}
      <IllustrationCard x={296} y={46} width={220} height={84} />
      <IconTile x={312} y={68} d={flag} tone="gold" />
      <IllustrationText x={364} y={84} size={13} weight={700}>
        Finish line
      </IllustrationText>
      <IllustrationText x={364} y={103} size={11.5} fill={inkMuted}>
        {`Week ${weeks} · Graduation`}
      </IllustrationText>

      {/* This week's work. */}
      <IllustrationCard x={44} y={330} width={176} height={104} />
      <IllustrationText x={60} y={362} size={13} weight={700}>
        This week
      </IllustrationText>
      <rect x="148" y="346" width="56" height="22" rx="11" fill={goldSoft} />
      <IllustrationText x={176} y={361} size={10} weight={700} fill={goldInk} anchor="middle">
        {`Week ${current}`}
      </IllustrationText>
      {['Map your calls', 'Train on FAQs'].map((task, index) => (
        <g key={task}>
          <circle
            cx="69"
            cy={386 + index * 24}
            r="8"
            fill={index === 0 ? primary : white}
            stroke={index === 0 ? primary : primaryTint}
            strokeWidth="1.5"
          />
          {index === 0 ? <StrokePath d="M65.5 386l2.5 2.5 5-5" stroke={white} width={1.8} /> : null}
          <IllustrationText x={84} y={390 + index * 24} size={11.5} fill={inkMuted}>
            {task}
          </IllustrationText>
        </g>
      ))}

      {/* This week's group coaching call. */}
      <IllustrationCard x={236} y={330} width={280} height={104} />
      <IconTile x={252} y={346} d={video} />
      <IllustrationText x={304} y={362} size={14} weight={700}>
        Group coaching
      </IllustrationText>
      <IllustrationText x={304} y={380} size={11.5} fill={inkMuted}>
        Thursday · 10:00 am
      </IllustrationText>
      {[
        { initials: 'AM', fill: primary, text: white },
        { initials: 'JT', fill: gold, text: ink },
        { initials: 'SK', fill: primaryTint, text: ink },
      ].map((person, index) => (
        <InitialsAvatar
          key={person.initials}
          cx={266 + index * 22}
          cy={406}
          r={12}
          size={10}
          person={person}
        />
      ))}
      <rect x="416" y="392" width="84" height="28" rx="14" fill={primary} />
      <IllustrationText x={458} y={410} size={11} weight={700} fill={white} anchor="middle">
        Join call
      </IllustrationText>
    </IllustrationCanvas>
  )
}
