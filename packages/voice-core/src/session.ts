import type { Input } from './audio/input'
import type { Output } from './audio/output'
import type { Callbacks } from './callbacks'
import type { Connection, SocketEnd } from './connection'
import { SERVER_CLOSE_MESSAGE, SOCKET_ERROR_MESSAGE, USER_ENDED } from './errors'

/** The close code of a connection lost without a closing handshake (RFC 6455 §7.4.1). */
const ABNORMAL_CLOSURE = 1006

import type { FeedbackTracker } from './feedback'
import { type MCPApprovals, mcpApprovals } from './mcp-approvals'
import type { DisconnectionDetails, SessionOptions } from './options'
import { audioFromBase64 } from './page-base64'
import { delay } from './platform'
import { parseServerFrame } from './protocol/parse'
import { handleServerMessage } from './server-messages'
import type { SessionState } from './session-state'
import type { StatsTracker } from './stats'
import type { WakeLockHandle } from './wake-lock'
import type { PlaybackReport } from './worklets/protocol'

/**
 * Playback that resumes within this long after running dry, in the same turn of the conversation,
 * counts as an underrun.
 */
const UNDERRUN_WINDOW_MS = 1000

/**
 * Longest the agent's goodbye may keep playing after the agent ended the call: a queue that never
 * drains (a stuck audio thread, a suspended context) must not hold the session open.
 */
export const GOODBYE_LIMIT_MS = 5000

/** The parts of a live session, gathered by `openSession`. */
export interface SessionParts {
  options: SessionOptions
  callbacks: Callbacks
  state: SessionState
  connection: Connection
  feedback: FeedbackTracker
  stats: StatsTracker
  wakeLock: WakeLockHandle | undefined
}

/**
 * A live session: takes the socket's frames and the playback worklet's reports, keeps interrupted
 * audio from playing, and ends exactly once, releasing everything it holds. Nothing here throws
 * into the caller's event loop: malformed frames are reported through `onError`.
 */
export class Session {
  input: Input | undefined
  output: Output | undefined
  /** Stops resuming the audio after the system suspends it; set once the session is live. */
  stopRecovery: (() => void) | undefined
  #staleBelow = 0
  #drainedAt: number | undefined
  /** Interrupted since audio last started: the next drain ends a fade, not a starved reply. */
  #interrupted = false
  #underruns = 0
  #closing: Promise<void> | undefined
  /** The MCP tool calls awaiting the user's approval, answered once each. */
  readonly approvals: MCPApprovals
  /** While the agent's goodbye plays: ends it at once (the user's own end of the call). */
  #cutGoodbye: (() => void) | undefined

  constructor(readonly parts: SessionParts) {
    const { callbacks, options, connection } = parts
    this.approvals = mcpApprovals(callbacks, options.onMCPToolApprovalRequest, (message) =>
      connection.send(message),
    )
  }

  /** One raw frame from the socket. */
  frame(data: unknown): void {
    const goodbye = this.#cutGoodbye !== undefined
    if (this.parts.state.ending && !goodbye) return
    const parsed = parseServerFrame(data)
    // During the goodbye only its audio still counts.
    if (goodbye && !(parsed.ok && parsed.message.type === 'audio')) return
    if (!parsed.ok) {
      this.parts.callbacks.emit('onError', parsed.error, { frame: data })
      return
    }
    try {
      handleServerMessage(this, parsed.message, parsed.raw)
    } catch (error) {
      this.parts.callbacks.emit(
        'onError',
        `Handling a ${parsed.message.type} message failed.`,
        error,
      )
    }
  }

  /** The socket closed or failed after the session started. */
  socketEnded(end: SocketEnd): void {
    // The agent already ended the call and its goodbye is playing: the socket's end changes
    // nothing (the goodbye is bounded).
    if (this.#cutGoodbye) return
    if (end.kind === 'error') {
      void this.finish({
        reason: 'error',
        message: SOCKET_ERROR_MESSAGE,
        context: { type: 'error' },
      })
      return
    }
    const { code, reason } = end
    const close = { context: { type: 'close', code, reason }, closeCode: code, closeReason: reason }
    // 1006 is never sent by a server: the connection was lost. Chromium reports a dropped
    // connection with this close alone, without an `error` event first.
    const message =
      code === ABNORMAL_CLOSURE ? SOCKET_ERROR_MESSAGE : reason || SERVER_CLOSE_MESSAGE
    if (code === 1000) void this.agentEndedCall({ reason: 'agent', ...close })
    else void this.finish({ reason: 'error', message, ...close })
  }

  /**
   * Agent audio: queued for playback unless it is older than the latest interruption.
   *
   * @returns whether it was queued (false when stale or not valid base64).
   */
  audio(base64: string, eventId: number): boolean {
    if (eventId < this.#staleBelow) return false
    const { callbacks, feedback, stats } = this.parts
    let bytes: Uint8Array
    try {
      bytes = audioFromBase64(base64)
    } catch {
      callbacks.emit('onError', 'Received an audio message whose audio is not valid base64.', {
        event_id: eventId,
      })
      return false
    }
    stats.audioReceived()
    // audioFromBase64 returns a fresh array filling its own buffer, so the buffer is the audio.
    this.output?.enqueue(bytes.buffer as ArrayBuffer, eventId)
    feedback.audioArrived(eventId)
    callbacks.emit('onAudio', base64)
    return true
  }

  /** The user spoke over the agent: audio with a lower id is stale, queued or still to come. */
  interrupt(eventId: number): void {
    const { state, stats } = this.parts
    this.#staleBelow = Math.max(this.#staleBelow, eventId)
    this.#drainedAt = undefined
    this.#interrupted = true
    stats.interrupted()
    if (this.output) this.output.interrupt(eventId)
    else stats.silent()
    state.setMode('listening')
  }

  /**
   * The conversation took a turn (the agent's response text, the user's transcript): audio that
   * plays after this is a new reply, not the previous one resuming after running dry.
   */
  turn(): void {
    this.#drainedAt = undefined
  }

  /** A report from the playback worklet. */
  playback(type: PlaybackReport['type'], depthMs: number): void {
    const { state, stats } = this.parts
    if (type === 'playing') {
      if (
        this.#drainedAt !== undefined &&
        performance.now() - this.#drainedAt < UNDERRUN_WINDOW_MS
      ) {
        this.#underruns++
      }
      this.#drainedAt = undefined
      this.#interrupted = false
      stats.playbackStarted()
      state.setMode('speaking')
    } else if (type === 'drained') {
      // The new reply after an interruption is no underrun, however soon it starts.
      this.#drainedAt = this.#interrupted ? undefined : performance.now()
      state.setMode('listening')
    } else if (type === 'silent') {
      stats.silent()
    }
    stats.queue(depthMs, this.#underruns)
  }

  /**
   * Ends the session at once, once; later calls return the same promise. A goodbye still playing
   * is cut short (the session then ends as the agent's).
   */
  finish(details: DisconnectionDetails): Promise<void> {
    this.#cutGoodbye?.()
    this.#closing ??= this.#release(details)
    return this.#closing
  }

  /**
   * The agent ended the call: the one path for every way it does (`end_call` in a tool response,
   * the server closing with 1000). The microphone stops at once and the status reads
   * `disconnecting`; the agent audio already received plays to its end, for at most
   * `GOODBYE_LIMIT_MS`, and only then does the session end (`onDisconnect` once, with `details`).
   * Calling it again, or after the session began ending, returns the same promise.
   */
  agentEndedCall(details: DisconnectionDetails): Promise<void> {
    this.#closing ??= this.#playGoodbye(details)
    return this.#closing
  }

  async #playGoodbye(details: DisconnectionDetails): Promise<void> {
    this.parts.state.setStatus('disconnecting')
    // Nothing the visitor says from now on reaches an agent that has hung up.
    void this.input?.close().catch(() => undefined)
    if (this.output) {
      await Promise.race([
        this.output.drain(),
        delay(GOODBYE_LIMIT_MS),
        new Promise<void>((resolve) => {
          this.#cutGoodbye = resolve
        }),
      ])
      this.#cutGoodbye = undefined
    }
    await this.#release(details)
  }

  async #release(details: DisconnectionDetails): Promise<void> {
    const { state, connection, wakeLock } = this.parts
    this.stopRecovery?.()
    state.setStatus('disconnecting')
    this.approvals.close()
    connection.close(1000, details.reason === 'user' ? USER_ENDED : undefined)
    wakeLock?.release()
    await Promise.all([
      this.input?.close().catch(() => undefined),
      this.output?.close().catch(() => undefined),
    ])
    state.disconnect(details)
  }
}
