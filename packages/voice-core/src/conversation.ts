import type { Connection } from './connection'
import type { InputDeviceOptions, OutputDeviceOptions, SessionOptions } from './options'
import type { Session } from './session'
import { checkDeviceFormat } from './settings'
import { openSession } from './start'
import type { SessionStats } from './stats'
import type { Mode, Status } from './status'

const empty = () => new Uint8Array(0)

/**
 * A voice (or text) conversation with a convai agent. Start one with
 * `Conversation.startSession(options)`; the API follows `@elevenlabs/client`.
 */
export class Conversation {
  readonly #session: Session

  private constructor(session: Session) {
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
  static async startSession(options: SessionOptions): Promise<Conversation> {
    return new Conversation(await openSession(options))
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

  /** Microphone level, 0 to 1 (0 in text-only sessions). */
  getInputVolume(): number {
    return this.#session.input?.volume() ?? 0
  }

  /** Agent voice level, 0 to 1 (0 in text-only sessions). */
  getOutputVolume(): number {
    return this.#session.output?.volume() ?? 0
  }

  /** Microphone spectrum, one byte per bin, for visualisers. */
  getInputByteFrequencyData(): Uint8Array {
    return this.#session.input?.frequencyData() ?? empty()
  }

  /** Agent voice spectrum, one byte per bin, for visualisers. */
  getOutputByteFrequencyData(): Uint8Array {
    return this.#session.output?.frequencyData() ?? empty()
  }

  /**
   * Likes (true) or dislikes (false) the latest agent response, once, after its audio; misuse
   * only warns. `eventId` names the response on the wire instead (as in `@elevenlabs/client`).
   */
  sendFeedback(like: boolean, eventId?: number): void {
    const latest = this.#session.parts.feedback.take()
    if (latest === undefined) return
    this.#send({ type: 'feedback', score: like ? 'like' : 'dislike', event_id: eventId ?? latest })
  }

  /** Tells the agent something happened without asking it to answer. */
  sendContextualUpdate(text: string): void {
    this.#send({ type: 'contextual_update', text })
  }

  /** Sends a typed user message, as if spoken. */
  sendUserMessage(text: string): void {
    this.#send({ type: 'user_message', text })
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
