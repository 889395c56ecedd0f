import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Transcript,
  type TranscriptMessage,
  VoiceErrorBox,
  type VoiceStatus,
  VoiceStatusIndicator,
} from '@org/ui'
import { type MouseEvent, useEffect, useRef } from 'react'
import { KeyboardIcon, MicIcon, MicOffIcon, PhoneOffIcon } from './icons'
import { MessageComposer } from './message-composer'
import { isMicrophoneErrorText, VOICE_TEXT } from './messages'
import { type UseVoiceChatOptions, useVoiceChat } from './use-voice-chat'
import { VoiceLevel } from './voice-level'
import { type ContactPhone, VoiceNextStep } from './voice-next-step'

/** Props of {@link VoiceChatModal}. */
export interface VoiceChatModalProps extends UseVoiceChatOptions {
  /** Whether the panel is open. */
  open: boolean
  /** Called when the panel asks to open or close (Close, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** The panel's heading, for a page that names its assistant; "AI Voice Assistant" when left out. */
  title?: string
  /** A number the visitor can call when the voice chat fails; offered after an error. */
  contactPhone?: ContactPhone
}

/**
 * The voice chat panel: a modal titled "AI Voice Assistant" (or its `title`) where a visitor starts
 * a call with the voice agent, sees and hears its state, reads the transcript and ends the call. It checks
 * the microphone permission on opening, ends the call when it closes or unmounts, traps focus
 * while open and returns it to the opener, closes on Esc, and announces status changes politely.
 * Toasts go through `@org/ui`'s `toast`: render `<Toaster />` once in the app.
 *
 * @example
 * const [open, setOpen] = useState(false)
 * <Button onClick={() => setOpen(true)}>Chat Now</Button>
 * <VoiceChatModal open={open} onOpenChange={setOpen} agentId="demo-agent"
 *   supabaseUrl={import.meta.env.VITE_SUPABASE_URL} supabaseAnonKey={import.meta.env.VITE_SUPABASE_ANON_KEY} />
 */
export function VoiceChatModal({
  open,
  onOpenChange,
  title = VOICE_TEXT.title,
  contactPhone,
  ...options
}: VoiceChatModalProps) {
  const chat = useVoiceChat(options)
  const { phase, permission, error, checkPermission, hangUp } = chat
  const action = useRef<HTMLButtonElement>(null)
  // The page opens this panel without a Radix trigger, so it remembers the opener itself.
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (open) void checkPermission()
    else hangUp()
  }, [open, checkPermission, hangUp])

  const composer = useRef<HTMLInputElement>(null)

  const live = phase === 'listening' || phase === 'speaking'
  const denied = permission === 'denied'
  const idle = phase === 'ready'
  const { textOnly } = chat
  // Without a working microphone the visitor can still type: the way forward after its message.
  const microphoneBlocked = denied || isMicrophoneErrorText(error)

  // A text chat has nothing to press next but the field: put the visitor there.
  useEffect(() => {
    if (live && textOnly) composer.current?.focus()
  }, [live, textOnly])

  const captions: TranscriptMessage[] = [
    ...chat.transcript,
    ...(chat.captions.agent
      ? [{ id: 'caption-ai', source: 'ai' as const, text: chat.captions.agent, draft: true }]
      : []),
    ...(chat.captions.user
      ? [{ id: 'caption-user', source: 'user' as const, text: chat.captions.user, draft: true }]
      : []),
  ]
  const indicator: VoiceStatus = idle && error ? 'error' : phase
  // aria-disabled rather than disabled: the button keeps focus while it waits, so keyboard and
  // screen reader users stay in place as Start turns into End Call.
  const unavailable = phase === 'connecting' || (idle && denied)

  const onAction = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault()
      return
    }
    void (live ? chat.endCall() : chat.start())
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        sheetOnPhone
        className="gap-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] md:max-w-md md:p-7"
        onOpenAutoFocus={(event) => {
          // Still the element that opened the panel: focus has not moved in yet.
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null
          event.preventDefault()
          action.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (opener.current?.isConnected) opener.current.focus()
          opener.current = null
        }}
      >
        <header className="flex flex-col gap-1.5">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{VOICE_TEXT.subtitle}</DialogDescription>
        </header>

        {error ? (
          <div className="flex flex-col gap-3">
            <VoiceErrorBox>{error}</VoiceErrorBox>
            {idle ? <VoiceNextStep error={error} phone={contactPhone} /> : null}
          </div>
        ) : null}

        <section
          aria-label="Call status"
          data-phase={phase}
          className={cn(
            'flex flex-col items-center gap-3 rounded-card border px-4 pt-5 pb-4',
            'transition-colors duration-(--duration-base) motion-reduce:transition-none',
            live
              ? 'border-primary/25 bg-linear-to-b from-primary-soft to-surface-raised'
              : 'border-border bg-linear-to-b from-muted/70 to-surface-raised',
          )}
        >
          {/* The panel's one polite live region: status words only, never the level. */}
          <div role="status" aria-live="polite" aria-atomic="true">
            <VoiceStatusIndicator state={indicator} label={chat.statusLabel} />
          </div>
          {textOnly && !idle ? (
            <p className="text-center text-sm text-ink-muted">
              Text chat: type below and read the replies.
            </p>
          ) : (
            <VoiceLevel
              live={live}
              speaking={phase === 'speaking'}
              getInputVolume={chat.conversation.getInputVolume}
              getOutputVolume={chat.conversation.getOutputVolume}
              className="h-8"
            />
          )}
        </section>

        {/* An alert: the toaster sits outside the modal, where screen readers cannot reach it. */}
        {/* Not in a text chat: the visitor has already taken the way round it. */}
        {denied && !(textOnly && !idle) ? (
          <p
            role="alert"
            className="flex items-start gap-3 rounded-control border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-accent-ink"
          >
            <MicOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={2} />
            <span>{VOICE_TEXT.microphoneDenied}</span>
          </p>
        ) : null}

        {idle && microphoneBlocked ? (
          <Button variant="secondary" className="w-full" onClick={() => void chat.startTextChat()}>
            <KeyboardIcon aria-hidden="true" className="size-5" />
            Type instead
          </Button>
        ) : null}

        {/* Out of the way until there is a call, so the ready panel holds one thing to do. */}
        {idle && captions.length === 0 ? null : (
          <Transcript
            messages={captions}
            agentLabel="Assistant"
            emptyText={
              textOnly
                ? 'Type a message below. What you both write appears here.'
                : 'Say hello when you are ready. What you both say appears here.'
            }
            className="h-44 sm:h-52"
          />
        )}

        {live ? <MessageComposer onSend={chat.sendMessage} inputRef={composer} /> : null}

        <Button
          ref={action}
          size="lg"
          variant={live ? 'destructive' : 'primary'}
          aria-disabled={unavailable || undefined}
          aria-busy={phase === 'connecting' || undefined}
          onClick={onAction}
          className={cn('w-full', unavailable && 'cursor-not-allowed opacity-60 hover:bg-primary')}
        >
          {live ? (
            <PhoneOffIcon aria-hidden="true" className="size-5" strokeWidth={2} />
          ) : (
            <MicIcon aria-hidden="true" className="size-5" strokeWidth={2} />
          )}
          {live ? 'End Call' : 'Start'}
        </Button>
      </DialogContent>
    </Dialog>
  )
}
