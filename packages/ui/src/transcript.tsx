import { ArrowDownIcon } from 'lucide-react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { cn } from './cn'

/** One line of a conversation: who said it and what. */
export interface TranscriptMessage {
  /** Stable and unique within the transcript. */
  id: string
  /** `user` is the visitor, `ai` the agent. */
  source: 'user' | 'ai'
  /** The words. */
  text: string
  /**
   * Still being said or generated (a live caption): shown as such, and hidden from screen readers,
   * which hear the line once when it is finished.
   */
  draft?: boolean
}

/** Props of {@link Transcript}. */
export interface TranscriptProps {
  /** The lines, oldest first. */
  messages: readonly TranscriptMessage[]
  /** Who the visitor is called, shown and read before their lines. */
  userLabel?: string
  /** Who the agent is called, shown and read before its lines. */
  agentLabel?: string
  /** Shown while there are no lines yet. */
  emptyText?: string
  /** Accessible name of the log. */
  label?: string
  /** Name of the button that scrolls back down when new lines arrive while the visitor reads back. */
  jumpLabel?: string
  /** Extra classes for the wrapper; set a height (e.g. `h-64`) or it grows up to 20 rem. */
  className?: string
}

/** How close to the bottom, in CSS pixels, still counts as "at the newest line". */
export const TRANSCRIPT_STICK_THRESHOLD_PX = 32

/** Whether a scroll box is scrolled to (or within the threshold of) its bottom. */
export function isNearBottom(box: {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= TRANSCRIPT_STICK_THRESHOLD_PX
}

/**
 * The conversation so far, as a scrollable `log` that screen readers follow politely. The
 * visitor's lines sit on the right in green, the agent's on the left on white; the speaker's name
 * heads each run of lines and is read before every line, so a screen reader user always hears who
 * spoke. New lines scroll into view, unless the visitor has scrolled up to read back: then the log
 * stays put and a button offers the newest line.
 *
 * @example
 * <Transcript messages={[{ id: '1', source: 'ai', text: "G'day! How can I help?" }]} />
 */
export function Transcript({
  messages,
  userLabel = 'You',
  agentLabel = 'Agent',
  emptyText = 'The conversation will appear here.',
  label = 'Conversation transcript',
  jumpLabel = 'Show the newest message',
  className,
}: TranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null)
  // Whether to follow new lines; a ref, because scroll events must not re-render the log.
  const stickRef = useRef(true)
  const [unseen, setUnseen] = useState(false)

  const scrollToEnd = useCallback(() => {
    const log = logRef.current
    if (!log) return
    log.scrollTop = log.scrollHeight
    stickRef.current = true
    setUnseen(false)
  }, [])

  const last = messages.at(-1)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest line or its text changes, which is when the log grows
  useLayoutEffect(() => {
    if (!last) return
    if (stickRef.current) scrollToEnd()
    else setUnseen(true)
  }, [last?.id, last?.text, messages.length, scrollToEnd])

  const onScroll = () => {
    const log = logRef.current
    if (!log) return
    stickRef.current = isNearBottom(log)
    if (stickRef.current) setUnseen(false)
  }

  return (
    <div className={cn('relative flex max-h-80 min-h-0 flex-col', className)}>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must be able to scroll back through the conversation (WCAG 2.1.1)
        tabIndex={0}
        onScroll={onScroll}
        className={cn(
          'min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-card border border-border bg-muted/60 p-3',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        {messages.length === 0 ? (
          <p className="flex h-full min-h-24 items-center justify-center px-4 text-center text-sm text-ink-muted">
            {emptyText}
          </p>
        ) : (
          <ol className="flex flex-col gap-1">
            {messages.map((message, index) => {
              const startsRun = messages[index - 1]?.source !== message.source
              const speaker = message.source === 'user' ? userLabel : agentLabel
              return (
                <li
                  key={message.id}
                  data-source={message.source}
                  data-draft={message.draft || undefined}
                  aria-hidden={message.draft || undefined}
                  className={cn(
                    'flex max-w-[85%] flex-col gap-1',
                    message.source === 'user' ? 'items-end self-end' : 'items-start self-start',
                    startsRun && index > 0 && 'mt-3',
                  )}
                >
                  {startsRun ? (
                    <span className="px-1 text-sm font-semibold text-ink-muted">{speaker}</span>
                  ) : (
                    <span className="sr-only">{speaker}</span>
                  )}
                  <span className="sr-only">: </span>
                  <p
                    className={cn(
                      'rounded-2xl px-3.5 py-2 [overflow-wrap:anywhere] whitespace-pre-wrap',
                      message.source === 'user'
                        ? 'rounded-br-md bg-primary text-on-primary'
                        : 'rounded-bl-md border border-border bg-surface-raised text-ink shadow-xs',
                      message.draft &&
                        (message.source === 'user'
                          ? 'border border-dashed border-primary bg-primary-soft text-ink'
                          : 'border-dashed shadow-none'),
                    )}
                  >
                    {message.text}
                    {message.draft ? (
                      <span
                        className="ml-0.5 inline-block h-[1em] w-0.5 translate-y-0.5 bg-current motion-safe:animate-pulse"
                        aria-hidden="true"
                      />
                    ) : null}
                  </p>
                </li>
              )
            })}
          </ol>
        )}
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={scrollToEnd}
          className={cn(
            'absolute bottom-3 left-1/2 inline-flex min-h-9 -translate-x-1/2 items-center gap-1.5 rounded-full',
            'bg-ink px-3.5 text-sm font-semibold text-surface shadow-raised hover:bg-ink/90',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'motion-safe:animate-fade-in',
          )}
        >
          <ArrowDownIcon aria-hidden="true" className="size-4" strokeWidth={2} />
          {jumpLabel}
        </button>
      ) : null}
    </div>
  )
}
