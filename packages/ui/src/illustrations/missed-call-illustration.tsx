import { drawingColours } from '../logo'
import { AgentOrb } from './agent-orb'
import { FlowPath, IllustrationCanvas, IllustrationCard, type IllustrationProps } from './canvas'
import { IllustrationChip, StrokePath } from './parts'
import { IllustrationText } from './text'

const { white, ink, inkMuted, primary, primarySoft, primaryTint, gold, goldSoft, goldInk } =
  drawingColours

/** Lucide's phone handset, drawn on a 24-unit grid. */
const handset =
  'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z'

/**
 * A missed call becoming a booking: the call that came in after hours, the agent answering it,
 * the two lines of conversation that settle a time, the job on the calendar and the caller's
 * confirmation. The voice agents' pricing hero.
 *
 * @example <MissedCallIllustration className="w-full max-w-xl" />
 */
export function MissedCallIllustration(props: IllustrationProps) {
  return (
    <IllustrationCanvas tint="mint" {...props}>
      <FlowPath d="M150 130C158 160 186 182 206 192" />
      <FlowPath d="M330 302C346 318 356 326 368 336" />
      <AgentOrb x={272} y={240} />
      <rect x="204" y="298" width="136" height="28" rx="14" fill={white} stroke={primaryTint} />
      <IllustrationText x={272} y={316.5} size={12} weight={700} fill={primary} anchor="middle">
        Your agent answers
      </IllustrationText>

      {/* The call nobody picked up. */}
      <IllustrationCard x={48} y={52} width={220} height={78} />
      <circle cx="88" cy="91" r="20" fill={goldSoft} />
      <g transform="translate(78 81) scale(0.85)">
        <path d={handset} fill="none" stroke={goldInk} strokeWidth="2.2" strokeLinejoin="round" />
        <path d="M16 2l6 6M22 2l-6 6" stroke={goldInk} strokeWidth="2.2" strokeLinecap="round" />
      </g>
      <IllustrationText x={120} y={87} size={14} weight={700}>
        Missed call
      </IllustrationText>
      <IllustrationText x={120} y={106} size={11.5} fill={inkMuted}>
        After hours · 7:42 pm
      </IllustrationText>

      {/* What was said: the caller asks, the agent settles a time. */}
      <IllustrationCard x={316} y={44} width={204} height={116} />
      <rect x="332" y="60" width="156" height="40" rx="12" fill={primarySoft} />
      <IllustrationText x={344} y={76} size={11.5}>
        Can you fix a leaking
      </IllustrationText>
      <IllustrationText x={344} y={91} size={11.5}>
        tap tomorrow?
      </IllustrationText>
      <rect x="356" y="108" width="148" height="40" rx="12" fill={primary} />
      <IllustrationText x={368} y={124} size={11.5} fill={white}>
        Yes, 9 am works.
      </IllustrationText>
      <IllustrationText x={368} y={139} size={11.5} fill={white}>
        I've booked you in.
      </IllustrationText>

      {/* The caller's confirmation. */}
      <IllustrationCard x={48} y={348} width={196} height={80} />
      <rect x="64" y="366" width="40" height="40" rx="12" fill={primarySoft} />
      <path
        d="M74 377h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-12l-6 5v-5h-2a2 2 0 0 1-2-2v-12a2 2 0 0 1 2-2z"
        fill="none"
        stroke={primary}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <IllustrationText x={116} y={383} size={13} weight={700}>
        Confirmation sent
      </IllustrationText>
      <IllustrationText x={116} y={401} size={11.5} fill={inkMuted}>
        Text · Thu 9:00 am
      </IllustrationText>

      {/* The job on the calendar. */}
      <IllustrationCard x={316} y={336} width={204} height={100} />
      <rect x="332" y="352" width="36" height="36" rx="10" fill={goldSoft} />
      <rect
        x="340"
        y="361"
        width="20"
        height="19"
        rx="4"
        fill="none"
        stroke={goldInk}
        strokeWidth="2"
      />
      <path
        d="M340 367h20M345 357v6M355 357v6"
        stroke={goldInk}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <IllustrationText x={380} y={367} size={13} weight={700}>
        Booked · Thu 9:00
      </IllustrationText>
      <IllustrationText x={380} y={384} size={11.5} fill={inkMuted}>
        Leaking tap · Bondi
      </IllustrationText>
      {['8:00', '9:00', '10:30'].map((slot, index) => (
        <IllustrationChip
          key={slot}
          x={332 + index * 60}
          y={400}
          width={52}
          height={24}
          size={11}
          label={slot}
          selected={index === 1}
        />
      ))}
      <circle cx="514" cy="342" r="12" fill={gold} stroke={white} strokeWidth="3" />
      <StrokePath d="M508.5 342l3.5 3.5 7-7" stroke={ink} width={2.2} />
    </IllustrationCanvas>
  )
}
