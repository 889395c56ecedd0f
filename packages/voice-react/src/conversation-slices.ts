import { useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import {
  type ConversationState,
  type ConversationStore,
  reportedStatus,
} from './conversation-store'
import type {
  ClientTool,
  ClientToolResult,
  ConversationControlsValue,
  ConversationFeedbackValue,
  ConversationInputValue,
  ConversationModeValue,
  ConversationStatusValue,
} from './drop-in-types'
import type { EngineConversation } from './engine'
import { ConversationContext } from './use-conversation'

/** The provider's store; the granular hooks only work below a `ConversationProvider`. */
function useProvidedStore(hook: string): ConversationStore {
  const store = useContext(ConversationContext)
  if (!store) throw new Error(`${hook} must be used within a ConversationProvider`)
  return store
}

/**
 * One slice of the store's state. `select` must return a primitive (or a stable object): the
 * component re-renders only when it changes.
 */
function useSlice<T>(store: ConversationStore, select: (state: ConversationState) => T): T {
  const read = () => select(store.getSnapshot())
  return useSyncExternalStore(store.subscribe, read, read)
}

/**
 * The session's status and latest error message. Re-renders only when either changes.
 *
 * @throws Error outside a `ConversationProvider`.
 */
export function useConversationStatus(): ConversationStatusValue {
  const store = useProvidedStore('useConversationStatus')
  const status = useSlice(store, reportedStatus)
  const message = useSlice(store, (state) => state.message)
  return useMemo(() => ({ status, message }), [status, message])
}

/**
 * Whether the agent is speaking or listening. Re-renders only when the mode changes.
 *
 * @throws Error outside a `ConversationProvider`.
 */
export function useConversationMode(): ConversationModeValue {
  const mode = useSlice(useProvidedStore('useConversationMode'), (state) => state.mode)
  return useMemo(
    () => ({ mode, isSpeaking: mode === 'speaking', isListening: mode === 'listening' }),
    [mode],
  )
}

/**
 * The microphone's mute state and its switch. Re-renders only when the mute state changes.
 *
 * @throws Error outside a `ConversationProvider`.
 */
export function useConversationInput(): ConversationInputValue {
  const store = useProvidedStore('useConversationInput')
  const isMuted = useSlice(store, (state) => state.isMuted)
  return useMemo(() => ({ isMuted, setMuted: store.setMuted }), [isMuted, store])
}

/**
 * Whether feedback can be sent now, and the action that sends it (`null` withdraws a rating).
 * Re-renders only when `canSendFeedback` changes.
 *
 * @throws Error outside a `ConversationProvider`.
 */
export function useConversationFeedback(): ConversationFeedbackValue {
  const store = useProvidedStore('useConversationFeedback')
  const canSendFeedback = useSlice(store, (state) => state.canSendFeedback)
  return useMemo(
    () => ({ canSendFeedback, sendFeedback: store.sendFeedback }),
    [canSendFeedback, store],
  )
}

/**
 * The session's actions. Every function is stable: this hook never causes a render.
 *
 * @throws Error outside a `ConversationProvider`.
 */
export function useConversationControls(): ConversationControlsValue {
  const store = useProvidedStore('useConversationControls')
  return useMemo(
    () => ({
      startSession: store.startSession,
      endSession: store.endSession,
      sendUserMessage: store.sendUserMessage,
      sendContextualUpdate: store.sendContextualUpdate,
      sendUserActivity: store.sendUserActivity,
      sendMCPToolApprovalResult: store.sendMCPToolApprovalResult,
      setVolume: store.setVolume,
      changeInputDevice: store.changeInputDevice,
      changeOutputDevice: store.changeOutputDevice,
      getInputByteFrequencyData: store.getInputByteFrequencyData,
      getOutputByteFrequencyData: store.getOutputByteFrequencyData,
      getInputVolume: store.getInputVolume,
      getOutputVolume: store.getOutputVolume,
      getId: store.getId,
      getStats: store.getStats,
    }),
    [store],
  )
}

/**
 * The live conversation, or `null` without one (or outside a provider): an escape hatch to the
 * engine's own object. Re-renders when a session connects or ends.
 */
export function useRawConversation(): EngineConversation | null {
  const store = useContext(ConversationContext)
  const subscribe = store?.subscribe ?? noSubscription
  const read = () => store?.getSnapshot().conversation ?? null
  return useSyncExternalStore(subscribe, read, read)
}

const noSubscription = () => () => {}

/**
 * Tools by name whose parameters are typed: any parameter type is accepted, which a plain
 * `Record<string, ClientTool>` refuses under `strictFunctionTypes`.
 */
type TypedClientTools<TTools> = {
  [Name in keyof TTools]: (parameters: never) => ClientToolResult | Promise<ClientToolResult>
}

/**
 * Registers a client tool with the nearest `ConversationProvider` for as long as the component
 * is mounted, live sessions included. The handler may change on every render: calls always reach
 * the latest one. Type the tools (and the name, for the parameters to be inferred):
 *
 * @example
 * type Tools = { get_weather: (params: { city: string }) => string }
 * useConversationClientTool<Tools, 'get_weather'>('get_weather', ({ city }) => `Sunny in ${city}.`)
 *
 * @throws Error outside a `ConversationProvider`; a session start fails when the provider's
 *   options hold a tool of the same name.
 */
export function useConversationClientTool<
  TTools extends TypedClientTools<TTools> = Record<string, ClientTool>,
  TName extends string & keyof TTools = string & keyof TTools,
>(name: TName, handler: TTools[TName]): void {
  const store = useProvidedStore('useConversationClientTool')
  const latest = useRef<(parameters: never) => unknown>(handler)
  latest.current = handler
  useLayoutEffect(
    () => store.registerClientTool(name, (parameters) => latest.current(parameters as never)),
    [store, name],
  )
}
