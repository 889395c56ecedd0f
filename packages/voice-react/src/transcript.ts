import type { AgentChatResponsePartEvent, AgentResponseCorrectionEvent } from '@org/voice-core'

/** One finished line of the conversation. */
export interface TranscriptLine {
  id: string
  /** `user` for the visitor, `ai` for the agent. */
  source: 'user' | 'ai'
  text: string
}

/**
 * The conversation as captions: the finished lines, oldest first, and what is still being said.
 * `userDraft` is the visitor's tentative words (the recogniser's running guess); `agentDraft` the
 * agent's reply as its text is generated, ahead of its voice. Drafts are for the eye only: a
 * screen reader should hear a line once, when it is finished.
 */
export interface TranscriptState {
  lines: readonly TranscriptLine[]
  userDraft: string | undefined
  agentDraft: string | undefined
  /** The event id of the reply being streamed, so a late part of a finished reply is ignored. */
  agentDraftEvent: number | undefined
  /** The newest event id of a finished agent line; parts of it or older replies are stale. */
  lastAgentEvent: number | undefined
  /** How many lines were ever added, for stable ids after old lines are dropped. */
  added: number
}

/** What can happen to the captions, one per server event (plus a typed message and a new call). */
export type TranscriptEvent =
  | { type: 'reset' }
  | { type: 'tentative'; text: string }
  | { type: 'part'; part: Pick<AgentChatResponsePartEvent, 'type' | 'text' | 'event_id'> }
  | { type: 'message'; source: 'user' | 'ai'; text: string; eventId?: number }
  | { type: 'typed'; text: string }
  | {
      type: 'correction'
      correction: Pick<
        AgentResponseCorrectionEvent,
        'original_agent_response' | 'corrected_agent_response'
      >
    }

/** Lines kept when no limit is given: a long call stays cheap to render. */
export const DEFAULT_TRANSCRIPT_LIMIT = 200

/** Captions before anything was said. */
export const EMPTY_TRANSCRIPT: TranscriptState = {
  lines: [],
  userDraft: undefined,
  agentDraft: undefined,
  agentDraftEvent: undefined,
  lastAgentEvent: undefined,
  added: 0,
}

function addLine(
  state: TranscriptState,
  source: 'user' | 'ai',
  text: string,
  limit: number,
): TranscriptState {
  const added = state.added + 1
  const lines = [...state.lines, { id: `line-${added}`, source, text }]
  return { ...state, added, lines: lines.length > limit ? lines.slice(-limit) : lines }
}

/**
 * The next captions after `event`, keeping at most `limit` finished lines (the oldest go first).
 * Pure, so any store (React state, a signal, a test) can hold the captions.
 *
 * @example
 * let captions = EMPTY_TRANSCRIPT
 * captions = nextTranscript(captions, { type: 'tentative', text: 'call me' })
 * captions = nextTranscript(captions, { type: 'message', source: 'user', text: 'Call me back.' })
 * // captions.lines → [{ id: 'line-1', source: 'user', text: 'Call me back.' }], no draft
 */
export function nextTranscript(
  state: TranscriptState,
  event: TranscriptEvent,
  limit = DEFAULT_TRANSCRIPT_LIMIT,
): TranscriptState {
  if (!(Number.isInteger(limit) && limit >= 1)) {
    throw new RangeError(`The transcript limit must be a whole number of at least 1, not ${limit}.`)
  }
  switch (event.type) {
    case 'reset':
      return EMPTY_TRANSCRIPT
    case 'tentative':
      return { ...state, userDraft: event.text.trim() ? event.text : undefined }
    case 'part': {
      const { part } = event
      // A part of a reply already finished (or older) arrives late: its line is already shown.
      if (state.lastAgentEvent !== undefined && part.event_id <= state.lastAgentEvent) return state
      const sameReply = state.agentDraftEvent === part.event_id
      if (part.type === 'start') {
        return { ...state, agentDraft: part.text || undefined, agentDraftEvent: part.event_id }
      }
      if (part.type === 'delta') {
        const before = sameReply ? (state.agentDraft ?? '') : ''
        return { ...state, agentDraft: before + part.text, agentDraftEvent: part.event_id }
      }
      // `stop`: the text is complete but stays a draft until the reply's own message names it.
      return state
    }
    case 'message': {
      const next = addLine(state, event.source, event.text, limit)
      if (event.source === 'user') return { ...next, userDraft: undefined }
      const finishesDraft =
        event.eventId === undefined ||
        state.agentDraftEvent === undefined ||
        state.agentDraftEvent <= event.eventId
      return {
        ...next,
        agentDraft: finishesDraft ? undefined : state.agentDraft,
        agentDraftEvent: finishesDraft ? undefined : state.agentDraftEvent,
        lastAgentEvent: event.eventId ?? state.lastAgentEvent,
      }
    }
    case 'typed':
      return addLine(state, 'user', event.text, limit)
    case 'correction': {
      const { original_agent_response: original, corrected_agent_response: corrected } =
        event.correction
      // The newest agent line with those words: an interruption cuts the reply being spoken.
      for (let index = state.lines.length - 1; index >= 0; index--) {
        const line = state.lines[index]
        if (line?.source === 'ai' && line.text === original) {
          const lines = [...state.lines]
          lines[index] = { ...line, text: corrected }
          return { ...state, lines }
        }
      }
      return state
    }
  }
}
