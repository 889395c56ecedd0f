import type { SessionCallbacks } from '@org/voice-core'
import { useMemo, useReducer } from 'react'
import {
  DEFAULT_TRANSCRIPT_LIMIT,
  EMPTY_TRANSCRIPT,
  nextTranscript,
  type TranscriptEvent,
  type TranscriptLine,
} from './transcript'

/** Options of {@link useTranscript}. */
export interface UseTranscriptOptions {
  /** Finished lines kept; the oldest go first. 200 when left out. */
  limit?: number
}

/** The session callbacks that feed a transcript; spread them into `useConversation`'s options. */
export type TranscriptCallbacks = Required<
  Pick<
    SessionCallbacks,
    | 'onMessage'
    | 'onTentativeUserTranscript'
    | 'onAgentChatResponsePart'
    | 'onAgentResponseCorrection'
  >
>

/** What {@link useTranscript} returns. */
export interface UseTranscriptReturn {
  /** Finished lines, oldest first: what a screen reader should hear, once each. */
  lines: readonly TranscriptLine[]
  /** The visitor's tentative words while they speak, if any. */
  userDraft: string | undefined
  /** The agent's reply text as it is generated, before its line is finished, if any. */
  agentDraft: string | undefined
  /** Feed these to the session; they are stable across renders. */
  callbacks: TranscriptCallbacks
  /** Adds a message the visitor typed (the service does not echo typed messages back). */
  addTyped: (text: string) => void
  /** Forgets everything, as a new call should. */
  clear: () => void
}

/**
 * Live captions of a conversation: finished lines, the visitor's tentative words, the agent's
 * reply streaming in, corrections after an interruption applied, and a history limit.
 *
 * @example
 * const transcript = useTranscript()
 * const conversation = useConversation({ ...transcript.callbacks })
 * <ol>{transcript.lines.map((line) => <li key={line.id}>{line.text}</li>)}</ol>
 * {transcript.agentDraft ? <p aria-hidden="true">{transcript.agentDraft}</p> : null}
 */
export function useTranscript({
  limit = DEFAULT_TRANSCRIPT_LIMIT,
}: UseTranscriptOptions = {}): UseTranscriptReturn {
  const [state, dispatch] = useReducer(
    (current: typeof EMPTY_TRANSCRIPT, event: TranscriptEvent) =>
      nextTranscript(current, event, limit),
    EMPTY_TRANSCRIPT,
  )
  const actions = useMemo(
    () => ({
      callbacks: {
        onMessage: ({ source, message, event_id }) =>
          dispatch({ type: 'message', source, text: message, eventId: event_id }),
        onTentativeUserTranscript: ({ user_transcript }) =>
          dispatch({ type: 'tentative', text: user_transcript }),
        onAgentChatResponsePart: (part) => dispatch({ type: 'part', part }),
        onAgentResponseCorrection: (correction) => dispatch({ type: 'correction', correction }),
      } satisfies TranscriptCallbacks,
      addTyped: (text: string) => dispatch({ type: 'typed', text }),
      clear: () => dispatch({ type: 'reset' }),
    }),
    [],
  )
  return {
    lines: state.lines,
    userDraft: state.userDraft,
    agentDraft: state.agentDraft,
    ...actions,
  }
}
