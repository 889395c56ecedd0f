import type {
  ClientTool,
  ContextualUpdateOptions,
  Mode,
  SessionCallbacks,
  SessionOptions,
  SessionStats,
  Status,
} from '@org/voice-core'
import type { ConversationStatus } from './drop-in-types'
import {
  type ConversationEngine,
  type EngineConversation,
  type EngineSessionOptions,
  voiceCoreEngine,
} from './engine'
import type { GetSignedUrl } from './signed-url'

/** Options a session start accepts: voice-core's, a signed-URL getter and an engine. */
export interface ConversationSessionOptions extends Partial<Omit<SessionOptions, 'WebSocket'>> {
  /**
   * Fetches a signed URL for `agentId` before connecting, when no `signedUrl` is given. Without
   * it, `agentId` opens a public agent directly (as in `@elevenlabs/react`).
   */
  getSignedUrl?: GetSignedUrl
  /**
   * The engine that starts sessions; `@org/voice-core` when left out. Meant for tests and
   * stories, which pass a scripted stand-in.
   */
  engine?: ConversationEngine
}

/** What the hook shows of a session; a new object on every change. */
export interface ConversationState {
  /** `disconnected → connecting → connected → disconnecting → disconnected`. */
  status: Status
  /** Whether the agent is talking or listening. */
  mode: Mode
  /** Whether `sendFeedback` would be accepted now. */
  canSendFeedback: boolean
  /** Whether the microphone is muted (sent as silence). */
  isMuted: boolean
  /** The latest error: a failed start, an error end or an error the service reported. */
  message: string | undefined
  /**
   * Whether the latest session failed: its start failed, it ended with an error, or the service
   * reported one. Cleared by the next start, by `endSession` and by a clean end.
   */
  failed: boolean
  /** The live conversation, from its connect to its end. */
  conversation: EngineConversation | undefined
}

const INITIAL: ConversationState = {
  status: 'disconnected',
  mode: 'listening',
  canSendFeedback: false,
  isMuted: false,
  message: undefined,
  failed: false,
  conversation: undefined,
}

/** The status the hooks report: `error` once a session is over because it failed. */
export function reportedStatus({ status, failed }: ConversationState): ConversationStatus {
  return failed && status === 'disconnected' ? 'error' : status
}

/** Callbacks the store itself follows; every other `on...` callback is passed through. */
const TRACKED = [
  'onConnect',
  'onDisconnect',
  'onError',
  'onModeChange',
  'onStatusChange',
  'onCanSendFeedbackChange',
] as const satisfies readonly (keyof SessionCallbacks)[]

/** Callback options are named `on` + a capital, in voice-core as in `@elevenlabs/client`. */
const isCallbackKey = (key: string) => /^on[A-Z]/.test(key)

type Listener = (...args: unknown[]) => void

/** One start's bookkeeping. */
interface Run {
  session: number
  /** The options given to this `startSession` call. */
  once: ConversationSessionOptions
  /** What the engine's `onConnect` said, held for the listeners. */
  connect?: { conversationId: string }
  /** Whether listeners have heard `onConnect`. */
  told: boolean
  /** Whether the engine reported the session's end. */
  ended: boolean
}
const NO_CONVERSATION = 'No active conversation. Call startSession() first.'
const noop = () => {}

/** Settings that are not session options and must not reach the engine. */
interface HookOnly {
  micMuted?: boolean
  volume?: number
  /** Told each time `setMuted` changes the mute state (a provider's controlled mute). */
  onMutedChange?: (isMuted: boolean) => void
}

/** Where a store reads options from: the owning hook's or provider's latest props. */
export type OptionsSource = () => ConversationSessionOptions & HookOnly

const HOOK_ONLY = new Set(['micMuted', 'volume', 'onMutedChange'])

/** The settings of one layer of options: no callbacks, no hook-only keys, no `undefined`s. */
function settingsOf(options: ConversationSessionOptions & HookOnly): ConversationSessionOptions {
  return Object.fromEntries(
    Object.entries(options).filter(
      ([key, value]) => value !== undefined && !isCallbackKey(key) && !HOOK_ONLY.has(key),
    ),
  )
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * One conversation's state and controls, shared by the hooks that show it. Starting is
 * cancellable: `endSession` (or the owner unmounting) during a start aborts the signed-URL
 * request and the engine's start, so no session is left connected behind the UI's back.
 */
export class ConversationStore {
  #state = INITIAL
  readonly #listeners = new Set<() => void>()
  readonly #sources = new Set<OptionsSource>()
  readonly #defaults: OptionsSource
  #conversation: EngineConversation | undefined
  #starting: { controller: AbortController; promise: Promise<string> } | undefined
  /** Bumped by each start: callbacks of an older session are dropped. */
  #session = 0
  /** The id between the engine's connect and its start resolving. */
  #connectedId: string | undefined
  #controlledMuted: boolean | undefined
  #volume: number | undefined
  /** Client tools registered by components; they outlive sessions. */
  readonly #tools = new Map<string, ClientTool>()
  /** The tools object the live session reads at each call, so a late registration reaches it. */
  #liveTools: Record<string, ClientTool> = {}

  constructor(defaults: OptionsSource) {
    this.#defaults = defaults
  }

  /** Subscribes to state changes (for `useSyncExternalStore`). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** The current state; the same object until something changes. */
  getSnapshot = (): ConversationState => this.#state

  /** Adds a hook's options (callbacks and settings) to every session; returns the removal. */
  register(source: OptionsSource): () => void {
    this.#sources.add(source)
    return () => this.#sources.delete(source)
  }

  /**
   * Adds a client tool to every session, the live one included, until the returned removal.
   *
   * @throws Error when a tool of that name is already registered.
   */
  registerClientTool(name: string, tool: ClientTool): () => void {
    if (this.#tools.has(name)) throw new Error(`Client tool "${name}" is already registered.`)
    this.#tools.set(name, tool)
    this.#liveTools[name] = tool
    return () => {
      if (this.#tools.get(name) !== tool) return
      this.#tools.delete(name)
      delete this.#liveTools[name]
    }
  }

  /**
   * Starts a session and resolves with its conversation id. A second call while one is starting
   * or live returns the same session.
   *
   * @throws the engine's or `getSignedUrl`'s error (also kept as `message`), or an
   *   `AbortError` when `endSession` or an unmount cancelled the start.
   */
  startSession = (options: ConversationSessionOptions = {}): Promise<string> => {
    if (this.#starting) return this.#starting.promise
    if (this.#conversation) return Promise.resolve(this.#conversation.getId())
    const session = ++this.#session
    const controller = new AbortController()
    const promise = this.#start(session, controller.signal, options)
    const starting = { controller, promise }
    this.#starting = starting
    const settle = () => {
      if (this.#starting === starting) this.#starting = undefined
    }
    promise.then(settle, settle)
    return promise
  }

  /** Ends the live session, or cancels the one starting. Safe to call at any time. */
  endSession = async (): Promise<void> => {
    const starting = this.#starting
    const conversation = this.#conversation
    this.#starting = undefined
    this.#conversation = undefined
    this.#set({ failed: false, conversation: undefined })
    if (starting) {
      starting.controller.abort()
      if (!conversation) this.#set({ status: 'disconnected' })
    }
    await conversation?.endSession()
  }

  /** Mutes or unmutes the microphone now, and for the next session if none is live. */
  setMuted = (muted: boolean): void => {
    const changed = muted !== this.#state.isMuted
    this.#set({ isMuted: muted })
    this.#conversation?.setMicMuted(muted)
    if (changed) this.#defaults().onMutedChange?.(muted)
  }

  /** The `micMuted` option: while set, it wins over `setMuted` at every connect. */
  setControlledMuted(muted: boolean | undefined): void {
    this.#controlledMuted = muted
    if (muted !== undefined) this.setMuted(muted)
  }

  /** Output volume, 0 to 1; remembered for the next session when none is live. */
  setVolume = ({ volume }: { volume: number }): void => {
    this.#volume = volume
    this.#conversation?.setVolume({ volume })
  }

  /**
   * Likes (true) or dislikes (false) the latest response, or the response of `eventId`; `null`
   * withdraws a rating. Nothing without a session.
   */
  sendFeedback = (like: boolean | null, eventId?: number): void => {
    this.#conversation?.sendFeedback(like, eventId)
  }

  getId = (): string => this.#connectedId ?? this.#live().getId()
  sendUserMessage = (text: string): void => this.#live().sendUserMessage(text)
  sendContextualUpdate = (text: string, options?: ContextualUpdateOptions): void =>
    this.#live().sendContextualUpdate(text, options)
  sendMCPToolApprovalResult = (toolCallId: string, isApproved: boolean): void =>
    this.#live().sendMCPToolApprovalResult(toolCallId, isApproved)
  sendUserActivity = (): void => this.#live().sendUserActivity()
  changeInputDevice: EngineConversation['changeInputDevice'] = async (options) =>
    this.#live().changeInputDevice(options)
  changeOutputDevice: EngineConversation['changeOutputDevice'] = async (options) =>
    this.#live().changeOutputDevice(options)
  getInputVolume = (): number => this.#conversation?.getInputVolume() ?? 0
  getOutputVolume = (): number => this.#conversation?.getOutputVolume() ?? 0
  getInputByteFrequencyData = (): Uint8Array =>
    this.#conversation?.getInputByteFrequencyData() ?? new Uint8Array(0)
  getOutputByteFrequencyData = (): Uint8Array =>
    this.#conversation?.getOutputByteFrequencyData() ?? new Uint8Array(0)
  getStats = (): SessionStats | undefined => this.#conversation?.getStats()

  async #start(session: number, signal: AbortSignal, once: ConversationSessionOptions) {
    this.#set({
      status: 'connecting',
      mode: 'listening',
      canSendFeedback: false,
      message: undefined,
      failed: false,
    })
    const { engine = voiceCoreEngine, getSignedUrl, ...config } = this.#config(once)
    const run: Run = { session, once, ended: false, told: false }
    // Still inside the caller's tap: the signed-URL request below would end it.
    const releaseAudio = config.textOnly ? undefined : engine.unlockAudio?.()
    try {
      config.clientTools = this.#sessionTools(config.clientTools)
      let signedUrl = config.signedUrl
      if (!signedUrl && getSignedUrl && config.agentId) {
        signedUrl = await getSignedUrl(config.agentId, { signal })
      }
      signal.throwIfAborted()
      const options: EngineSessionOptions = {
        ...config,
        ...this.#callbacks(run),
        signedUrl,
        signal,
      }
      const conversation = await engine.startSession(options)
      if (signal.aborted) {
        // The engine finished before it saw the abort: end it rather than leave it connected.
        void conversation.endSession().catch(noop)
        throw signal.reason
      }
      this.#connectedId = undefined
      // Frames the engine replayed while it finished starting may already have ended it.
      if (!run.ended) {
        this.#conversation = conversation
        this.#set({ conversation })
        conversation.setMicMuted(this.#controlledMuted ?? this.#state.isMuted)
        if (this.#volume !== undefined) conversation.setVolume({ volume: this.#volume })
        this.#set({ status: 'connected' })
        run.connect ??= { conversationId: conversation.getId() }
      }
      // Told once the session is usable, so `getId()` and friends work inside it.
      this.#tellConnect(run)
      return conversation.getId()
    } catch (error) {
      // A start that never reached the engine leaves no speaker context open.
      releaseAudio?.()
      if (session === this.#session) {
        this.#connectedId = undefined
        this.#set({
          status: 'disconnected',
          message: signal.aborted ? undefined : errorText(error),
          failed: !signal.aborted,
        })
      }
      throw error
    }
  }

  /**
   * The tools a session reads: the options' own and the registered ones, in one object that
   * later registrations still reach.
   *
   * @throws Error when a registered tool has the name of one in the options.
   */
  #sessionTools(fromOptions: Record<string, ClientTool> | undefined): Record<string, ClientTool> {
    for (const name of this.#tools.keys()) {
      if (fromOptions && Object.hasOwn(fromOptions, name)) {
        throw new Error(`Client tool "${name}" is both in the options and registered by a hook.`)
      }
    }
    this.#liveTools = { ...fromOptions, ...Object.fromEntries(this.#tools) }
    return this.#liveTools
  }

  /** Settings for one start: the owner's, then registered hooks', then the call's own. */
  #config(once: ConversationSessionOptions): ConversationSessionOptions {
    return Object.assign({}, ...this.#layers(once).map(settingsOf))
  }

  #layers(once: ConversationSessionOptions) {
    return [this.#defaults(), ...[...this.#sources].map((source) => source()), once]
  }

  /** The callbacks handed to the engine: the store's bookkeeping, then every listener's. */
  #callbacks(run: Run): SessionCallbacks {
    const keys = new Set<string>(TRACKED)
    for (const layer of this.#layers(run.once)) {
      for (const [key, value] of Object.entries(layer)) {
        if (isCallbackKey(key) && !HOOK_ONLY.has(key) && typeof value === 'function') keys.add(key)
      }
    }
    const callbacks: Record<string, Listener> = {}
    for (const key of keys) callbacks[key] = (...args) => this.#emit(run, key, args)
    // The engine's connect is held back until the session object exists (see `#tellConnect`).
    callbacks.onConnect = (props) => {
      if (run.session !== this.#session) return
      run.connect = props as { conversationId: string }
      this.#connectedId = run.connect.conversationId
      this.#set({ status: 'connected' })
    }
    return callbacks
  }

  /** Tells listeners the session connected, once, before anything else it reports. */
  #tellConnect(run: Run): void {
    if (run.told || !run.connect) return
    run.told = true
    this.#notify(run, 'onConnect', [run.connect])
  }

  #emit(run: Run, key: string, args: unknown[]): void {
    if (run.session !== this.#session) return
    // The engine may replay early frames before its start resolves: connect still comes first.
    this.#tellConnect(run)
    this.#track(run, key, args[0])
    this.#notify(run, key, args)
  }

  #notify(run: Run, key: string, args: unknown[]): void {
    for (const layer of this.#layers(run.once)) {
      const callback = (layer as Record<string, unknown>)[key]
      if (typeof callback !== 'function') continue
      try {
        ;(callback as Listener)(...args)
      } catch (error) {
        // One throwing listener must not silence the others or the engine; the error still
        // surfaces as uncaught.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  /** Keeps the state in step with the engine's callbacks. */
  #track(run: Run, key: string, value: unknown): void {
    if (key === 'onModeChange') this.#set({ mode: (value as { mode: Mode }).mode })
    else if (key === 'onCanSendFeedbackChange') {
      this.#set({ canSendFeedback: (value as { canSendFeedback: boolean }).canSendFeedback })
    } else if (key === 'onError') this.#set({ message: value as string, failed: true })
    else if (key === 'onDisconnect') {
      const details = value as { reason: string; message?: string }
      this.#ended(run)
      if (details.reason === 'error') this.#set({ message: details.message, failed: true })
      else this.#set({ failed: false })
    } else if (key === 'onStatusChange') {
      const { status } = value as { status: Status }
      if (status === 'disconnecting') this.#set({ status })
      if (status === 'disconnected') {
        this.#ended(run)
        this.#set({ status, mode: 'listening', canSendFeedback: false, isMuted: false })
      }
    }
  }

  #ended(run: Run): void {
    run.ended = true
    this.#conversation = undefined
    this.#connectedId = undefined
    this.#set({ conversation: undefined })
  }

  #live(): EngineConversation {
    if (!this.#conversation) throw new Error(NO_CONVERSATION)
    return this.#conversation
  }

  #set(change: Partial<ConversationState>): void {
    const next = { ...this.#state, ...change }
    const keys = Object.keys(change) as (keyof ConversationState)[]
    if (keys.every((key) => next[key] === this.#state[key])) return
    this.#state = next
    for (const listener of this.#listeners) listener()
  }
}
