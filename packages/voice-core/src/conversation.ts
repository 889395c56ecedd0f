import { Input } from './audio/input'
import { Output } from './audio/output'
import { Connection, type SocketConstructor } from './connection'
import { bytesToBase64 } from './dsp/base64'
import { FeedbackTracker } from './feedback'
import {
  checkDeviceFormat,
  DEFAULT_CONNECTION_DELAY,
  DEFAULT_INPUT_CHUNK_MS,
  DEFAULT_JITTER_BUFFER_MS,
  type InputDeviceOptions,
  type OutputDeviceOptions,
  type SessionOptions,
  socketTarget,
} from './options'
import { delay, detectPlatform, resolveDelay } from './platform'
import { initiationMessage } from './protocol/initiation'
import { Session } from './session'
import { SessionState } from './session-state'
import { type SessionStats, StatsTracker } from './stats'
import type { Mode, Status } from './status'
import { requestWakeLock, type WakeLockHandle } from './wake-lock'

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
   * @throws SessionStartError when the socket closes or fails before the metadata;
   *   Error `Invalid format` / `Invalid sample rate` for an audio format the engine cannot use;
   *   the browser's error when the microphone is refused.
   */
  static async startSession(options: SessionOptions): Promise<Conversation> {
    const state = new SessionState(options)
    state.begin()
    let wakeLock: WakeLockHandle | undefined
    let stream: MediaStream | undefined
    let connection: Connection | undefined
    let session: Session | undefined
    try {
      const target = socketTarget(options)
      if (options.useWakeLock !== false) wakeLock = await requestWakeLock()
      await delay(resolveDelay(options.connectionDelay, DEFAULT_CONNECTION_DELAY, detectPlatform()))
      if (!options.textOnly) {
        stream = await Input.openMicrophone(
          options.inputDeviceId,
          options.preferHeadphonesForIosDevices,
        )
      }
      const stats = new StatsTracker(options.onStats, () => connection?.bufferedAmount ?? 0)
      const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor)
      connection = await Connection.open(
        target.url,
        target.protocols,
        initiationMessage(options),
        Socket,
      )
      stats.connected()
      const feedback = new FeedbackTracker(options.onCanSendFeedbackChange)
      const live = new Session({ options, state, connection, feedback, stats, wakeLock })
      session = live
      if (stream) {
        const open = connection
        const [input, output] = await Promise.allSettled([
          Input.create(stream, {
            format: open.inputFormat,
            chunkMs: options.inputChunkMs ?? DEFAULT_INPUT_CHUNK_MS,
            workletPath: options.workletPaths?.capture,
            onChunk: (bytes) => open.send({ user_audio_chunk: bytesToBase64(bytes) }),
          }),
          Output.create({
            format: open.outputFormat,
            jitterMs: options.jitterBufferMs ?? DEFAULT_JITTER_BUFFER_MS,
            deviceId: options.outputDeviceId,
            workletPath: options.workletPaths?.playback,
            onReport: (type, depthMs) => live.playback(type, depthMs),
          }),
        ])
        if (input.status === 'fulfilled') live.input = input.value
        if (output.status === 'fulfilled') live.output = output.value
        if (input.status === 'rejected') throw input.reason
        if (output.status === 'rejected') throw output.reason
        stream = undefined
      }
      state.setStatus('connected')
      options.onConnect?.({ conversationId: connection.conversationId })
      connection.attach({ frame: (data) => live.frame(data), end: (end) => live.socketEnded(end) })
      return new Conversation(live)
    } catch (error) {
      for (const track of stream?.getTracks() ?? []) track.stop()
      await Promise.all([session?.input?.close(), session?.output?.close()])
      connection?.close(1000)
      wakeLock?.release()
      state.setStatus('disconnected')
      throw error
    }
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

  /** Likes (true) or dislikes (false) the latest agent response; misuse only warns. */
  sendFeedback(like: boolean): void {
    const eventId = this.#session.parts.feedback.take()
    if (eventId === undefined) return
    this.#send({ type: 'feedback', score: like ? 'like' : 'dislike', event_id: eventId })
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
