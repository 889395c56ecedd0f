import type { ContextualUpdateOptions, Mode, SessionStats } from '@org/voice-core'
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  type ConversationSessionOptions,
  ConversationStore,
  reportedStatus,
} from './conversation-store'
import type { ConversationStatus } from './drop-in-types'
import type { EngineConversation } from './engine'

/** Options of {@link useConversation}: session options and callbacks, plus two controlled values. */
export interface UseConversationOptions extends ConversationSessionOptions {
  /** Controlled microphone mute, applied to the live session and every new one. */
  micMuted?: boolean
  /** Controlled output volume, 0 to 1, applied to the live session and every new one. */
  volume?: number
}

/** What {@link useConversation} returns; names follow `@elevenlabs/react`'s `useConversation`. */
export interface UseConversationReturn {
  /**
   * Starts a session with the hook's options overlaid by these. Resolves with the conversation
   * id. Calling it again while a session is starting or live returns that session.
   *
   * @throws the start's error, also kept in `message`; an `AbortError` when `endSession` or an
   *   unmount cancelled the start (safe to ignore).
   */
  startSession: (options?: ConversationSessionOptions) => Promise<string>
  /** Ends the live session, or cancels one that is starting (its signed-URL request too). */
  endSession: () => Promise<void>
  /**
   * `disconnected`, `connecting`, `connected`, `disconnecting`, or `error` once a session is over
   * because it failed (`message` says why).
   */
  status: ConversationStatus
  /** The latest error message: a failed start, an error end, or one the service reported. */
  message: string | undefined
  /** `speaking` while agent audio plays, otherwise `listening`. */
  mode: Mode
  /** `mode === 'speaking'`. */
  isSpeaking: boolean
  /** `mode === 'listening'`. */
  isListening: boolean
  /** Whether `sendFeedback` would be accepted now (once per response, after its audio). */
  canSendFeedback: boolean
  /**
   * Likes (true) or dislikes (false) the latest agent response, or the one of `eventId`; `null`
   * withdraws the rating.
   */
  sendFeedback: (like: boolean | null, eventId?: number) => void
  /** Whether the microphone is muted (the `micMuted` option wins when given). */
  isMuted: boolean
  /** Mutes or unmutes the microphone; remembered for the next session when none is live. */
  setMuted: (muted: boolean) => void
  /** The same as `isMuted`. */
  micMuted: boolean
  /** The same as `setMuted`. */
  setMicMuted: (muted: boolean) => void
  /** Output volume from 0 to 1; remembered for the next session when none is live. */
  setVolume: (options: { volume: number }) => void
  /**
   * The live conversation's id.
   *
   * @throws Error `No active conversation. Call startSession() first.`
   */
  getId: () => string
  /** Microphone level, 0 to 1 (0 without a session). */
  getInputVolume: () => number
  /** Agent voice level, 0 to 1 (0 without a session). */
  getOutputVolume: () => number
  /** Microphone spectrum for visualisers (empty without a session). */
  getInputByteFrequencyData: () => Uint8Array
  /** Agent voice spectrum for visualisers (empty without a session). */
  getOutputByteFrequencyData: () => Uint8Array
  /** Connect time, playback latency, queue depth, underruns and ping; undefined without a session. */
  getStats: () => SessionStats | undefined
  /** Sends a typed message as if spoken. @throws without a live session. */
  sendUserMessage: (text: string) => void
  /** Tells the agent something happened, without asking for an answer. @throws without a session. */
  sendContextualUpdate: (text: string, options?: ContextualUpdateOptions) => void
  /** Approves or denies an MCP tool call awaiting approval. @throws without a live session. */
  sendMCPToolApprovalResult: (toolCallId: string, isApproved: boolean) => void
  /** Tells the agent the visitor is active. @throws without a live session. */
  sendUserActivity: () => void
  /** Switches the microphone mid-call. @throws without a live session. */
  changeInputDevice: EngineConversation['changeInputDevice']
  /** Switches the speaker where the browser allows it. @throws without a live session. */
  changeOutputDevice: EngineConversation['changeOutputDevice']
}

/** The store a {@link ConversationProvider} shares with the hooks below it. */
export const ConversationContext = createContext<ConversationStore | null>(null)

const noop = () => {}

/** Applies the controlled `micMuted` and `volume` options to a store while they are given. */
export function useControlledSettings(
  store: ConversationStore,
  { micMuted, volume }: Pick<UseConversationOptions, 'micMuted' | 'volume'>,
): void {
  useEffect(() => {
    if (micMuted === undefined) return
    store.setControlledMuted(micMuted)
    return () => store.setControlledMuted(undefined)
  }, [store, micMuted])
  useEffect(() => {
    if (volume !== undefined) store.setVolume({ volume })
  }, [store, volume])
}

/**
 * A voice conversation with a convai agent, as React state. On its own, each call owns one
 * session; inside a `ConversationProvider` every call shares the provider's. The session ends
 * when its owner unmounts, and a start still under way is aborted (signed-URL request
 * included), so React StrictMode's mount, cleanup, mount leaves exactly one session. Nothing
 * touches `window` during render, so it is safe in prerendered pages.
 *
 * @example
 * const conversation = useConversation({ onMessage: ({ source, message }) => log(source, message) })
 * <button onClick={() => conversation.startSession({ signedUrl })}>Start</button>
 * <p>{conversation.isSpeaking ? 'Speaking...' : 'Listening...'}</p>
 */
export function useConversation(options: UseConversationOptions = {}): UseConversationReturn {
  const shared = useContext(ConversationContext)
  const latest = useRef(options)
  latest.current = options
  const [own] = useState(() => new ConversationStore(() => latest.current))
  const store = shared ?? own

  // Layout effects run before any passive effect, so a child that starts a session from its
  // own effect already finds these callbacks registered.
  useLayoutEffect(() => {
    if (store !== own) return store.register(() => latest.current)
    return () => void own.endSession().catch(noop)
  }, [store, own])

  const { micMuted } = options
  useControlledSettings(store, options)

  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return useMemo(() => {
    const isMuted = micMuted ?? state.isMuted
    return {
      startSession: store.startSession,
      endSession: store.endSession,
      status: reportedStatus(state),
      message: state.message,
      mode: state.mode,
      isSpeaking: state.mode === 'speaking',
      isListening: state.mode === 'listening',
      canSendFeedback: state.canSendFeedback,
      sendFeedback: store.sendFeedback,
      isMuted,
      setMuted: store.setMuted,
      micMuted: isMuted,
      setMicMuted: store.setMuted,
      setVolume: store.setVolume,
      getId: store.getId,
      getInputVolume: store.getInputVolume,
      getOutputVolume: store.getOutputVolume,
      getInputByteFrequencyData: store.getInputByteFrequencyData,
      getOutputByteFrequencyData: store.getOutputByteFrequencyData,
      getStats: store.getStats,
      sendUserMessage: store.sendUserMessage,
      sendContextualUpdate: store.sendContextualUpdate,
      sendUserActivity: store.sendUserActivity,
      sendMCPToolApprovalResult: store.sendMCPToolApprovalResult,
      changeInputDevice: store.changeInputDevice,
      changeOutputDevice: store.changeOutputDevice,
    }
  }, [store, state, micMuted])
}
