import { AudioLinesIcon, CircleAlertIcon, MicIcon } from 'lucide-react'
import { cn } from './cn'

/** The voice panel's states, from the visitor's point of view. */
export type VoiceStatus = 'ready' | 'connecting' | 'listening' | 'speaking' | 'error'

/** Props of {@link VoiceStatusIndicator}. */
export interface VoiceStatusIndicatorProps {
  /** Which state to draw. */
  state: VoiceStatus
  /** The status word shown beside the orb, e.g. "Listening...". */
  label: string
  /** Extra classes for the wrapper. */
  className?: string
}

/** The orb's colours per state: a tinted disc with its ring, and the icon or dots on top. */
const orbClassName: Record<VoiceStatus, string> = {
  ready: 'bg-muted text-ink-muted ring-border-strong/40',
  connecting: 'bg-accent-soft text-accent-ink ring-accent',
  listening: 'bg-primary-soft text-primary ring-primary/50',
  speaking: 'bg-primary text-on-primary ring-primary shadow-[0_0_0_4px_var(--color-primary-tint)]',
  error: 'bg-destructive-soft text-destructive ring-destructive/60',
}

/**
 * The voice panel's status: an orb that looks different in each state, beside the status word in
 * large, plain text. Ready is a quiet grey microphone; connecting turns a gold arc around it;
 * listening breathes a green ring outwards; speaking fills the orb and moves its sound bars; an
 * error shows a red alert. The state is never told by colour alone: the word says it, and each
 * state has its own icon. Every movement stops under reduced motion.
 *
 * It is not a live region: the panel that shows it decides what to announce and when.
 *
 * @example <VoiceStatusIndicator state="listening" label="Listening..." />
 */
export function VoiceStatusIndicator({ state, label, className }: VoiceStatusIndicatorProps) {
  return (
    <div
      data-state={state}
      className={cn('inline-flex min-h-12 items-center gap-3 text-ink', className)}
    >
      <span aria-hidden="true" className="relative inline-flex size-12 shrink-0">
        {state === 'listening' ? (
          <span className="absolute inset-0 rounded-full bg-primary/25 motion-safe:animate-voice-ripple" />
        ) : null}
        {state === 'connecting' ? (
          <span className="absolute -inset-1 rounded-full border-2 border-accent/30 border-t-accent-ink motion-safe:animate-spin-slow" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-12 items-center justify-center rounded-full ring-1 ring-inset',
            'transition-colors duration-(--duration-base) motion-reduce:transition-none',
            orbClassName[state],
          )}
        >
          <StateIcon state={state} />
        </span>
      </span>
      <span className="text-lg font-semibold tracking-tight">{label}</span>
    </div>
  )
}

function StateIcon({ state }: { state: VoiceStatus }) {
  if (state === 'error') return <CircleAlertIcon className="size-6" strokeWidth={2} />
  if (state === 'speaking') return <SpeakingBars />
  if (state === 'connecting') return <ConnectingDots />
  if (state === 'listening') return <MicIcon className="size-6" strokeWidth={2} />
  return <MicIcon className="size-5" strokeWidth={2} />
}

/** Three bars that rise and fall out of step, like a voice; a still sound icon under reduced motion. */
function SpeakingBars() {
  return (
    <>
      <span className="hidden motion-safe:flex h-5 items-center gap-[3px]">
        {['0ms', '-320ms', '-160ms', '-480ms'].map((delay) => (
          <span
            key={delay}
            className="h-full w-[3px] origin-center rounded-full bg-current motion-safe:animate-voice-bar"
            style={{ animationDelay: delay }}
          />
        ))}
      </span>
      <AudioLinesIcon className="size-6 motion-safe:hidden" strokeWidth={2} />
    </>
  )
}

/** Three dots that light up in turn while the call is set up. */
function ConnectingDots() {
  return (
    <span className="flex items-center gap-1">
      {['0ms', '160ms', '320ms'].map((delay) => (
        <span
          key={delay}
          className="size-1.5 rounded-full bg-current motion-safe:animate-voice-dot"
          style={{ animationDelay: delay }}
        />
      ))}
    </span>
  )
}
