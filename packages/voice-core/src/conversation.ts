import type { Connection } from './connection'
import type { ContextualUpdateOptions, SendUserMessageOptions } from './drop-in'
import type { InputDeviceOptions, OutputDeviceOptions, SessionOptions } from './options'
import type { Session } from './session'
import { checkDeviceFormat } from './settings'
import { openSession } from './start'
import type { SessionStats } from './stats'
import type { Mode, Status } from './status'

const empty = () => new Uint8Array(0)

/** What `startSession` resolves to: known from `textOnly` when the options fix it. */
export type StartedConversation<T> = T extends { textOnly: true }
  ? TextConversation
  : T extends { textOnly: false }
    ? VoiceConversation
    : VoiceConversation | TextConversation

/**
 * A voice (or text) conversation with a convai agent. Start one with
 * `Conversation.startSession(options)`; the API follows `@elevenlabs/client`, whose
 * `VoiceConversation` and `TextConversation` are the two kinds of it here too.
 */
export class Conversation {
  /** `'voice'`, or `'text'` for a text-only session. */
  declare readonly type: 'voice' | 'text'
  readonly #session: Session

  /** Conversations come from `startSession`. */
  protected constructor(session: Session) {
    this.#session = session
  }

  /**
   * Opens a session: wake lock, platform connection delay, microphone (unless `textOnly`),
   * socket, initiation, then audio. Resolves once the server's `conversation_initiation_metadata`
   * has arrived and audio is running.
   *
   * Pass `signal` to cancel a start in progress: everything opened so far is released at once and
   * the promise rejects with `signal.reason` (an `AbortError` DOMException by default), without
   * any further callback. Aborting after it resolved does nothing; call `endSession()` instead.
   *
   * @throws SessionStartError when the socket closes or fails before the metadata;
   *   Error `Invalid format` / `Invalid sample rate` for an audio format the engine cannot use;
   *   the browser's error when the microphone is refused; `signal.reason` when aborted.
   */
  static async startSession<T extends SessionOptions>(options: T): Promise<StartedConversation<T>> {
    let conversation: VoiceConversation | TextConversation | undefined
    await openSession(options, (session) => {
      // A session has a microphone exactly when it is not text-only.
      conversation = session.input ? new VoiceConversation(session) : new TextConversation(session)
      session.parts.callbacks.emit('onConversationCreated', conversation)
    })
    return conversation as StartedConversation<T>
  }

  /** Ends the session as the user (`reason: 'user'`); calling it again does nothing more. */
  endSession(): Promise<void> {
    return this.#session.finish({ reason: 'user' })
  }

  /** The server's conversation id. */
  getId(): string {
    return this.#session.parts.connection.conversationId
  }

  /** Whether the session is still connected. */
  isOpen(): boolean {
    return this.#session.parts.state.status === 'connected'
  }

  /** The current status. */
  get status(): Status {
    return this.#session.parts.state.status
  }

  /** Whether the agent is speaking or listening. */
  get mode(): Mode {
    return this.#session.parts.state.mode
  }

  /** Whether `sendFeedback` would be accepted now. */
  get canSendFeedback(): boolean {
    return this.#session.parts.feedback.canSendFeedback
  }

  /** Output volume from 0 to 1; values outside are clamped, and one that is not a number means 1. */
  setVolume({ volume }: { volume: number }): void {
    this.#session.output?.setVolume(Number.isFinite(volume) ? volume : 1)
  }

  /** Mutes the microphone: silence is sent instead, so the server's timing holds. */
  setMicMuted(isMuted: boolean): void {
    this.#session.input?.setMuted(isMuted)
  }

  /** Microphone level, 0 to 1 (0 while muted and in text-only sessions). */
  getInputVolume(): number {
    const { input } = this.#session
    return input && !input.isMuted ? input.volume() : 0
  }

  /** Agent voice level, 0 to 1 (0 in text-only sessions). */
  getOutputVolume(): number {
    return this.#session.output?.volume() ?? 0
  }

  /**
   * Microphone spectrum for visualisers: 1024 bytes (0–255) spanning 100–8000 Hz, the voice's
   * range, as `@elevenlabs/client` lays them out; all zero while muted, empty in text-only sessions.
   */
  getInputByteFrequencyData(): Uint8Array<ArrayBuffer> {
    const { input } = this.#session
    if (!input) return empty()
    const bins = input.frequencyData() as Uint8Array<ArrayBuffer>
    return input.isMuted ? bins.fill(0) : bins
  }

  /** Agent voice spectrum, laid out as `getInputByteFrequencyData`'s. */
  getOutputByteFrequencyData(): Uint8Array<ArrayBuffer> {
    return (this.#session.output?.frequencyData() as Uint8Array<ArrayBuffer>) ?? empty()
  }

  /**
   * Rates the latest agent response, once, after its audio: `true` likes it, `false` dislikes it
   * and `null` (or `undefined`) sends "no rating" (`score: null`), never a dislike. Misuse
   * only warns. `eventId` names the response on the wire instead (as in `@elevenlabs/client`).
   */
  sendFeedback(like: boolean | null, eventId?: number): void {
    const latest = this.#session.parts.feedback.take()
    if (latest === undefined) return
    const score = like == null ? null : like ? 'like' : 'dislike'
    this.#send({ type: 'feedback', score, event_id: eventId ?? latest })
  }

  /**
   * Tells the agent something happened without asking it to answer; `contextId` (sent as
   * `context_id`) names the update.
   */
  sendContextualUpdate(text: string, options?: ContextualUpdateOptions): void {
    this.#send({ type: 'contextual_update', text, context_id: options?.contextId })
  }

  /**
   * Sends a typed user message, as if spoken; `richContentId` (sent as `rich_content_id`) names
   * the rich-content row whose button the visitor tapped.
   */
  sendUserMessage(text: string, options?: SendUserMessageOptions): void {
    this.#send({ type: 'user_message', text, rich_content_id: options?.richContentId })
  }

  /**
   * Answers an MCP tool call awaiting approval by hand; a decision `onMCPToolApprovalRequest` is
   * still making for it is then dropped, and its `signal` aborts.
   */
  sendMCPToolApprovalResult(toolCallId: string, isApproved: boolean): void {
    // After the end the socket is closed, so nothing more is sent.
    this.#session.approvals.answer(toolCallId, isApproved)
  }

  /** Tells the agent the user is active, holding off its interruptions briefly. */
  sendUserActivity(): void {
    this.#send({ type: 'user_activity' })
  }

  /**
   * Switches the microphone mid-call (nothing to switch in a text-only session).
   *
   * @throws Error when `format` or `sampleRate` differ from the conversation's input format.
   */
  async changeInputDevice(options: InputDeviceOptions = {}): Promise<void> {
    checkDeviceFormat(options, this.#session.parts.connection.inputFormat)
    await this.#session.input?.changeDevice(
      options.inputDeviceId,
      options.preferHeadphonesForIosDevices,
    )
  }

  /**
   * Switches the speaker where the browser supports choosing one; no id means the default.
   *
   * @throws Error when `format` or `sampleRate` differ from the conversation's output format,
   *   or the browser cannot choose an output device.
   */
  async changeOutputDevice(options: OutputDeviceOptions = {}): Promise<void> {
    checkDeviceFormat(options, this.#session.parts.connection.outputFormat)
    await this.#session.output?.changeDevice(options.outputDeviceId ?? '')
  }

  /** Live figures: connect time, playback latency, queue, underruns, socket and ping. */
  getStats(): SessionStats {
    return this.#session.parts.stats.snapshot()
  }

  #send(message: Parameters<Connection['send']>[0]): void {
    if (!this.#session.parts.state.ending) this.#session.parts.connection.send(message)
  }
}

/** A conversation with a microphone and a speaker (the `@elevenlabs/client` name). */
export class VoiceConversation extends Conversation {
  override readonly type = 'voice'
}

/** A text-only conversation (the `@elevenlabs/client` name). */
export class TextConversation extends Conversation {
  override readonly type = 'text'
}
