/**
 * A scripted engine and microphone for tests and stories: every state of the panel on demand,
 * without a microphone or an agent. Sessions honour the abort signal like voice-core does.
 */
import type { DisconnectionDetails, Mode, SessionStats } from '@org/voice-core'
import type { ConversationEngine, EngineConversation, EngineSessionOptions } from './engine'
import type { MicrophoneApis } from './microphone'

/** A live fake session: the test plays the agent's side. */
export class FakeConversation implements EngineConversation {
  muted = false
  volume = 1
  // Volumes as voice-core reports speech (see speech-level.ts): the meter shows 50 and 25.
  inputVolume = 0.24
  outputVolume = 0.16
  ended = false
  readonly sent: unknown[] = []
  readonly feedback: { like: boolean | null; eventId: number | undefined }[] = []
  #disconnected = false

  constructor(
    readonly options: EngineSessionOptions,
    readonly id: string,
  ) {}

  /** The agent starts or stops talking. */
  setMode(mode: Mode): void {
    this.options.onModeChange?.({ mode })
  }

  /** A final transcript line. */
  say(source: 'user' | 'ai', message: string): void {
    this.options.onMessage?.({ source, role: source === 'ai' ? 'agent' : 'user', message })
  }

  /** The recogniser's running guess at what the visitor is saying. */
  tentative(text: string): void {
    this.options.onTentativeUserTranscript?.({ user_transcript: text, event_id: 1 })
  }

  /** A piece of the agent's reply text as it is generated. */
  part(type: 'start' | 'delta' | 'stop', text: string, eventId = 1): void {
    this.options.onAgentChatResponsePart?.({ type, text, event_id: eventId })
  }

  /** An error the service reports; the session carries on. */
  reportError(message: string): void {
    this.options.onError?.(message)
  }

  /** The session ends from the other side (agent hang-up or a failure). */
  drop(details: DisconnectionDetails): void {
    if (this.#disconnected) return
    this.#disconnected = true
    this.ended = true
    this.options.onStatusChange?.({ status: 'disconnecting' })
    this.options.onModeChange?.({ mode: 'listening' })
    this.options.onDisconnect?.(details)
    this.options.onStatusChange?.({ status: 'disconnected' })
  }

  endSession = async (): Promise<void> => this.drop({ reason: 'user' })
  getId = () => this.id
  setVolume = ({ volume }: { volume: number }) => {
    this.volume = volume
  }
  setMicMuted = (muted: boolean) => {
    this.muted = muted
  }
  getInputVolume = () => this.inputVolume
  getOutputVolume = () => this.outputVolume
  getInputByteFrequencyData = () => new Uint8Array(4)
  getOutputByteFrequencyData = () => new Uint8Array(4)
  sendFeedback = (like: boolean | null, eventId?: number) => {
    this.feedback.push({ like, eventId })
  }
  sendContextualUpdate = (text: string) => {
    this.sent.push({ type: 'contextual_update', text })
  }
  sendUserMessage = (text: string) => {
    this.sent.push({ type: 'user_message', text })
  }
  sendUserActivity = () => {
    this.sent.push({ type: 'user_activity' })
  }
  sendMCPToolApprovalResult = (toolCallId: string, isApproved: boolean) => {
    this.sent.push({ type: 'mcp_tool_approval_result', toolCallId, isApproved })
  }
  changeInputDevice = async () => {}
  changeOutputDevice = async () => {}
  getStats = (): SessionStats => ({
    connectMs: 12,
    firstAudioToPlaybackMs: null,
    interruptionToSilenceMs: null,
    queueDepthMs: 0,
    underruns: 0,
    audioSuspensions: 0,
    bufferedAmount: 0,
    pingMs: null,
  })
}

/** One call to `startSession`, pending until the test connects or fails it. */
export class FakeStart {
  readonly promise: Promise<FakeConversation>
  #resolve!: (conversation: FakeConversation) => void
  #reject!: (error: unknown) => void
  #settled = false
  conversation: FakeConversation | undefined

  constructor(readonly options: EngineSessionOptions) {
    this.promise = new Promise((resolve, reject) => {
      this.#resolve = resolve
      this.#reject = reject
    })
    options.onStatusChange?.({ status: 'connecting' })
    options.signal?.addEventListener('abort', () => {
      // Aborted before it started: torn down, no callbacks, rejects with the reason.
      if (this.#settled) return
      this.#settled = true
      this.#reject(options.signal?.reason)
    })
  }

  /** Whether the start was cancelled through its signal. */
  get aborted(): boolean {
    return this.options.signal?.aborted === true && this.conversation === undefined
  }

  /** The agent answers: the session is live. */
  connect(conversationId = 'conv-fake-1'): FakeConversation {
    if (this.#settled) throw new Error('This start has already settled.')
    this.#settled = true
    const conversation = new FakeConversation(this.options, conversationId)
    this.conversation = conversation
    this.options.onStatusChange?.({ status: 'connected' })
    this.options.onConnect?.({ conversationId })
    this.#resolve(conversation)
    return conversation
  }

  /** The start fails, as voice-core's does: status back to disconnected, then the rejection. */
  fail(error: unknown): void {
    if (this.#settled) throw new Error('This start has already settled.')
    this.#settled = true
    this.options.onStatusChange?.({ status: 'disconnected' })
    this.#reject(error)
  }
}

/** What a scripted engine does with each start, for stories that play without a test. */
export interface FakeScript {
  /** `connect` at once, `hang` (stay connecting), or an error to fail with. */
  outcome?: 'connect' | 'hang' | Error
  /** What happens once connected. */
  afterConnect?: (conversation: FakeConversation) => void
}

/** An engine whose starts the test settles by hand, or that follows a script. */
export class FakeEngine implements ConversationEngine {
  readonly starts: FakeStart[] = []
  /** How often the speaker's audio context was unlocked. */
  unlocks = 0
  /** Hook for tests that check what had happened when the speaker was unlocked. */
  onUnlock: (() => void) | undefined
  readonly #waiters: ((start: FakeStart) => void)[] = []

  constructor(readonly script?: FakeScript) {}

  startSession = (options: EngineSessionOptions): Promise<FakeConversation> => {
    const start = new FakeStart(options)
    this.starts.push(start)
    for (const waiter of this.#waiters.splice(0)) waiter(start)
    const outcome = this.script?.outcome
    if (outcome === 'connect') {
      queueMicrotask(() => {
        const conversation = start.connect()
        this.script?.afterConnect?.(conversation)
      })
    } else if (outcome instanceof Error) {
      queueMicrotask(() => start.fail(outcome))
    }
    return start.promise
  }

  /** How often an unlocked speaker context was released unused. */
  releases = 0

  unlockAudio = (): (() => void) => {
    this.unlocks++
    this.onUnlock?.()
    return () => {
      this.releases++
    }
  }

  /** The latest start. */
  get last(): FakeStart | undefined {
    return this.starts.at(-1)
  }

  /** Resolves with the next start (or the latest one when it has not been taken yet). */
  nextStart(): Promise<FakeStart> {
    return new Promise((resolve) => this.#waiters.push(resolve))
  }
}

/** A Permissions API status whose state the test changes. */
export class FakePermissionStatus extends EventTarget {
  readonly name = 'microphone'
  onchange: ((this: PermissionStatus, event: Event) => unknown) | null = null

  constructor(public state: PermissionState) {
    super()
  }

  /** The visitor changed the setting in the browser. */
  change(state: PermissionState): void {
    this.state = state
    this.dispatchEvent(new Event('change'))
  }
}

/** What the fake microphone does when asked. */
export interface FakeMicrophoneOptions {
  /** The Permissions API state; `null` for a browser without the API. */
  state?: PermissionState | null
  /** `allow`, or the name of the DOMException `getUserMedia` rejects with. */
  answer?: 'allow' | 'NotAllowedError' | 'NotFoundError' | 'NotReadableError' | 'TypeError'
  /** Leave out `getUserMedia` entirely (capture not supported). */
  unsupported?: boolean
}

/** A microphone stand-in that records probes and stopped tracks. */
export function fakeMicrophone(options: FakeMicrophoneOptions = {}) {
  const { state = 'prompt', answer = 'allow', unsupported = false } = options
  const status = state === null ? undefined : new FakePermissionStatus(state)
  const record = { requests: 0, stopped: 0, constraints: [] as MediaStreamConstraints[] }
  const getUserMedia = async (constraints?: MediaStreamConstraints): Promise<MediaStream> => {
    record.requests++
    record.constraints.push(constraints ?? {})
    if (answer === 'TypeError') throw new TypeError('getUserMedia is not available here')
    if (answer !== 'allow') throw new DOMException('Refused', answer)
    status?.change('granted')
    const track = { stop: () => record.stopped++ }
    return { getTracks: () => [track] } as unknown as MediaStream
  }
  const apis: MicrophoneApis = {
    mediaDevices: unsupported ? undefined : { getUserMedia },
    permissions: status
      ? { query: async () => status as unknown as PermissionStatus }
      : { query: async () => Promise.reject(new TypeError('microphone is not a permission name')) },
  }
  return { apis, status, record }
}
