import type { Callbacks } from './callbacks'

/** Live figures of one session, from `getStats()` and `onStats`. Times are milliseconds. */
export interface SessionStats {
  /** From `startSession` to the server's initiation metadata. */
  connectMs: number | null
  /** From the first agent audio message to the moment playback started. */
  firstAudioToPlaybackMs: number | null
  /** From the latest interruption to silent output. */
  interruptionToSilenceMs: number | null
  /** Agent audio queued for playback, in milliseconds. */
  queueDepthMs: number
  /** Times playback ran dry while the agent was still sending audio. */
  underruns: number
  /** Bytes queued in the socket, not yet sent. */
  bufferedAmount: number
  /** Round-trip time the server reported in its latest `ping`. */
  pingMs: number | null
  /**
   * Times the system suspended the session's audio (a background tab, a phone call); each is
   * resumed when the page is back or at the next gesture, and told to `onDebug`.
   */
  audioSuspensions: number
}

const now = () => performance.now()

/** Collects the session's figures and reports each change through `onStats`. */
export class StatsTracker {
  readonly #stats: SessionStats = {
    connectMs: null,
    firstAudioToPlaybackMs: null,
    interruptionToSilenceMs: null,
    queueDepthMs: 0,
    underruns: 0,
    bufferedAmount: 0,
    pingMs: null,
    audioSuspensions: 0,
  }
  readonly #startedAt = now()
  #firstAudioAt: number | undefined
  #interruptedAt: number | undefined

  /**
   * @param callbacks - `onStats` is told each change.
   * @param bufferedAmount - reads the socket's unsent bytes.
   */
  constructor(
    private readonly callbacks: Callbacks,
    private readonly bufferedAmount: () => number,
  ) {}

  /** A copy of the current figures. */
  snapshot(): SessionStats {
    return { ...this.#stats, bufferedAmount: this.bufferedAmount() }
  }

  /** The initiation metadata arrived at `at` (reported once the session has started). */
  connected(at = now()): void {
    this.#set({ connectMs: at - this.#startedAt })
  }

  /** An agent audio message arrived. */
  audioReceived(): void {
    this.#firstAudioAt ??= now()
  }

  /** Agent audio started playing. */
  playbackStarted(): void {
    if (this.#firstAudioAt !== undefined && this.#stats.firstAudioToPlaybackMs === null) {
      this.#set({ firstAudioToPlaybackMs: now() - this.#firstAudioAt })
    }
  }

  /** An interruption arrived. */
  interrupted(): void {
    this.#interruptedAt = now()
  }

  /** The output fell silent after an interruption. */
  silent(): void {
    if (this.#interruptedAt === undefined) return
    const elapsed = now() - this.#interruptedAt
    this.#interruptedAt = undefined
    this.#set({ interruptionToSilenceMs: elapsed })
  }

  /** The playback queue changed. */
  queue(depthMs: number, underruns: number): void {
    this.#set({ queueDepthMs: depthMs, underruns })
  }

  /** The server pinged with its round-trip time. */
  ping(pingMs: number | null): void {
    this.#set({ pingMs })
  }

  /** The system suspended one of the session's audio contexts. */
  audioSuspended(): void {
    this.#set({ audioSuspensions: this.#stats.audioSuspensions + 1 })
  }

  #set(change: Partial<SessionStats>): void {
    Object.assign(this.#stats, change)
    this.callbacks.emit('onStats', this.snapshot())
  }
}
