import { useId } from 'react'
import { drawingColours, KookaburraFigure } from '../logo'
import { CanvasIds, IllustrationCard, type IllustrationProps, IllustrationSvg } from './canvas'
import { IllustrationChip, StrokePath } from './parts'
import { IllustrationText } from './text'

const {
  inkMuted,
  primary,
  primaryLine,
  primaryTint,
  primarySoft,
  gold: accent,
  goldSoft: accentSoft,
  goldInk: accentInk,
  white,
  border,
} = drawingColours

/** The orb the agent sits in: centre and radius on the 560 × 520 canvas. */
const orb = { x: 280, y: 258, r: 96 }

/**
 * A call answered and booked, the home page's hero: a caller's grey voice comes in from the
 * left, the laughing kookaburra answers from its green orb in a gold-and-green voice to the
 * right, and the call ends as a booking. Cards in real microcopy (the incoming call, the agent's
 * reply, the booked slot, the caller's review) carry the story. It holds still: the demo call
 * further down the page is where the motion explains. Decorative: hidden from screen readers, as
 * the hero's text says the same. Drawn on its own 560 × 520 canvas.
 *
 * @example <AnsweredCallIllustration className="w-full max-w-xl" />
 */
export function AnsweredCallIllustration({ className, ...props }: IllustrationProps) {
  const id = `hero-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const ref = (name: string) => `url(#${id}-${name})`
  return (
    <IllustrationSvg width={560} height={520} className={className} {...props}>
      <defs>
        <linearGradient id={`${id}-plate`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={white} />
          <stop offset="1" stopColor={primarySoft} />
        </linearGradient>
        <radialGradient id={`${id}-fade`} cx="0.5" cy="0.48" r="0.62">
          <stop offset="0.2" stopColor="#fff" stopOpacity="1" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-grid-mask`}>
          <rect width="560" height="520" fill={ref('fade')} />
        </mask>
        <pattern id={`${id}-grid`} width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M28 0H0V28" fill="none" stroke={primaryTint} strokeWidth="1" />
        </pattern>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0.55" stopColor={primary} stopOpacity="0.22" />
          <stop offset="1" stopColor={primary} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-orb`} cx="0.34" cy="0.28" r="0.8">
          <stop offset="0" stopColor="#2f8068" />
          <stop offset="0.6" stopColor={primary} />
          <stop offset="1" stopColor="#12402f" />
        </radialGradient>
        <linearGradient
          id={`${id}-voice`}
          gradientUnits="userSpaceOnUse"
          x1={orb.x + orb.r}
          y1="0"
          x2="520"
          y2="0"
        >
          <stop offset="0" stopColor={primary} />
          <stop offset="1" stopColor={accent} />
        </linearGradient>
        <clipPath id={`${id}-orb-clip`}>
          <circle cx={orb.x} cy={orb.y} r={orb.r} />
        </clipPath>
        <filter id={`${id}-lift`} x="-30%" y="-40%" width="160%" height="200%">
          <feDropShadow dx="0" dy="1" stdDeviation="1" floodColor="#16202b" floodOpacity="0.08" />
          <feDropShadow dx="0" dy="14" stdDeviation="14" floodColor="#16202b" floodOpacity="0.14" />
        </filter>
      </defs>

      {/* The canvas: a white-to-mint plate with a grid that fades out towards its edges. */}
      <rect x="8" y="8" width="544" height="504" rx="32" fill={ref('plate')} />
      <rect width="560" height="520" fill={ref('grid')} mask={ref('grid-mask')} opacity="0.55" />
      <rect
        x="8.5"
        y="8.5"
        width="543"
        height="503"
        rx="31.5"
        fill="none"
        stroke={border}
        strokeOpacity="0.8"
      />

      <VoiceBars agentFill={ref('voice')} />

      {/* Where the call goes: in from the caller, out as a booking. */}
      {['M236 132C236 168 214 178 206 196', 'M346 334C360 352 380 360 392 380'].map((path) => (
        <path
          key={path}
          d={path}
          fill="none"
          stroke={primaryLine}
          strokeWidth="2"
          strokeDasharray="4 6"
          strokeLinecap="round"
        />
      ))}

      {/* The agent: a listening ripple, quiet rings and the glow behind its orb. */}
      <circle cx={orb.x} cy={orb.y} r="150" fill={ref('glow')} />
      <circle
        cx={orb.x}
        cy={orb.y}
        r="128"
        fill="none"
        stroke={primaryTint}
        strokeWidth="1.5"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <circle cx={orb.x} cy={orb.y} r={orb.r + 6} fill={white} opacity="0.9" />
      <circle cx={orb.x} cy={orb.y} r={orb.r} fill={ref('orb')} />
      <g clipPath={ref('orb-clip')}>
        <g transform="translate(190 168) scale(3.9)">
          <KookaburraFigure />
        </g>
      </g>

      {/* The cards are the canvas's own, casting this drawing's shadow (its ids share the prefix). */}
      <CanvasIds.Provider value={id}>
        <CallCard />
        <ReplyCard />
        <BookingCard />
        <ReviewCard />
      </CanvasIds.Provider>
    </IllustrationSvg>
  )
}

/**
 * The two voices as bars on one line: the caller's in grey on the left, the agent's in green to
 * gold on the right. Heights follow two slow sines, tapered at the ends, so they look like speech
 * and are the same on every render.
 */
function VoiceBars({ agentFill }: { agentFill: string }) {
  const bars = []
  for (let index = 0; index < 41; index++) {
    const x = 40 + index * 12
    if (Math.abs(x + 3 - orb.x) < orb.r + 14) continue
    const speech = Math.abs(Math.sin(index * 0.55) * 0.6 + Math.sin(index * 0.23 + 0.8) * 0.4)
    const taper = Math.sin((Math.PI * (index + 0.5)) / 41) ** 0.7
    // Rounded, so the prerender and the browser write the same attribute whatever sin's last digit.
    const height = Math.round((10 + 92 * speech * taper) * 100) / 100
    const caller = x < orb.x
    bars.push(
      <rect
        key={index}
        x={x}
        y={orb.y - height / 2}
        width="6"
        height={height}
        rx="3"
        fill={caller ? inkMuted : agentFill}
        opacity={caller ? 0.28 : 1}
      />,
    )
  }
  return <g>{bars}</g>
}

/** Top left: a call coming in, live. */
function CallCard() {
  return (
    <g>
      <IllustrationCard x={36} y={56} width={212} height={76} radius={16} />
      <circle cx="76" cy="94" r="20" fill={primary} />
      <path
        d="M70.5 86.5c.8-.8 2-.8 2.8 0l2 2c.8.8.8 2 0 2.8l-1.2 1.2c1 2.1 2.8 3.9 4.9 4.9l1.2-1.2c.8-.8 2-.8 2.8 0l2 2c.8.8.8 2 0 2.8l-1.3 1.3c-1.4 1.4-3.6 1.6-5.3.6-3.8-2.3-7-5.5-9.3-9.3-1-1.7-.8-3.9.6-5.3Z"
        fill={white}
      />
      <IllustrationText x={108} y={90} size={13} weight={700}>
        Incoming call
      </IllustrationText>
      <circle cx="112" cy="105" r="3.5" fill={accent} />
      <IllustrationText x={121} y={109} size={11.5} fill={inkMuted}>
        Answered at once
      </IllustrationText>
    </g>
  )
}

/** Top right: the agent's reply, a speech bubble with a small waveform. */
function ReplyCard() {
  return (
    <g>
      <IllustrationCard x={334} y={76} width={190} height={64} radius={16} />
      <path d="M352 139l-4 16 18-15Z" fill={white} />
      <circle cx="364" cy="108" r="16" fill={primarySoft} />
      {[6, 14, 9, 16, 7].map((height, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; bars never reorder
          key={index}
          x={353.5 + index * 4.5}
          y={108 - height / 2}
          width="2.6"
          height={height}
          rx="1.3"
          fill={primary}
        />
      ))}
      <IllustrationText x={390} y={104} size={12} weight={700}>
        Tuesday at 10 am?
      </IllustrationText>
      <IllustrationText x={390} y={121} size={11} fill={inkMuted}>
        Your AI agent
      </IllustrationText>
    </g>
  )
}

/** Bottom right: the booking the call turned into, one time slot chosen. */
function BookingCard() {
  return (
    <g>
      <IllustrationCard x={316} y={384} width={216} height={100} radius={16} />
      <rect x="336" y="402" width="40" height="40" rx="11" fill={accentSoft} />
      <rect
        x="345"
        y="413"
        width="22"
        height="20"
        rx="4"
        fill="none"
        stroke={accentInk}
        strokeWidth="2"
      />
      <path
        d="M345 419.5h22M350 409.5v6M362 409.5v6"
        stroke={accentInk}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="376" cy="404" r="9" fill={primary} stroke={white} strokeWidth="2.5" />
      <StrokePath d="M372 404.2l2.6 2.6 5-5" stroke={white} />
      <IllustrationText x={390} y={416} size={13} weight={700}>
        Job booked
      </IllustrationText>
      <IllustrationText x={390} y={434} size={11.5} fill={inkMuted}>
        Tue 10:00 · Bondi
      </IllustrationText>
      {['9:00', '10:00', '11:30'].map((slot, index) => (
        <IllustrationChip
          key={slot}
          x={336 + index * 62}
          y={452}
          width={54}
          label={slot}
          selected={index === 1}
        />
      ))}
    </g>
  )
}

/** Bottom left: five gold stars, what the caller thought of it. */
function ReviewCard() {
  return (
    <g>
      <IllustrationCard x={36} y={404} width={166} height={64} radius={16} />
      {[0, 1, 2, 3, 4].map((star) => (
        <path
          key={star}
          transform={`translate(${54 + star * 22} 418)`}
          d="M8 0l2.4 5 5.4.6-4 3.7 1.1 5.4L8 12l-4.9 2.7 1.1-5.4-4-3.7L5.6 5Z"
          fill={accent}
        />
      ))}
      <IllustrationText x={54} y={452} size={11} fill={inkMuted}>
        “Sounded so natural”
      </IllustrationText>
    </g>
  )
}
