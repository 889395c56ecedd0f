import type { Input } from './audio/input'
import type { Output } from './audio/output'
import { runClientTool } from './client-tools'
import type { Connection, SocketEnd } from './connection'
import { base64ToBytes } from './dsp/base64'
import { SERVER_CLOSE_MESSAGE, SOCKET_ERROR_MESSAGE, USER_ENDED } from './errors'
import type { FeedbackTracker } from './feedback'
import type { DisconnectionDetails, SessionOptions } from './options'
import type { ServerMessage } from './protocol/messages'
import { parseServerFrame } from './protocol/parse'
import type { SessionState } from './session-state'
import type { StatsTracker } from './stats'
import type { WakeLockHandle } from './wake-lock'
import type { PlaybackReport } from './worklets/protocol'

/** Playback that resumes within this long after running dry counts as an underrun. */
const UNDERRUN_WINDOW_MS = 1000

/** The parts of a live session, gathered by `Conversation.startSession`. */
export interface SessionParts {
  options: SessionOptions
  state: SessionState
  connection: Connection
  feedback: FeedbackTracker
  stats: StatsTracker
  wakeLock: WakeLockHandle | undefined
}

/**
 * A live session: turns server messages into callbacks and audio, answers pings and tool calls,
 * and ends exactly once, releasing everything it holds. Nothing here throws into the caller's
 * event loop: malformed frames and failing callbacks are reported through `onError`.
 */
export class Session {
  input: Input | undefined
  output: Output | undefined
  #staleBelow = 0
  #drainedAt: number | undefined
  #underruns = 0
  #closing: Promise<void> | undefined

  constructor(readonly parts: SessionParts) {}

  /** One raw frame from the socket. */
  frame(data: unknown): void {
    const parsed = parseServerFrame(data)
    if (!parsed.ok) {
      this.#reportError(parsed.error, { frame: data })
      return
    }
    try {
      this.#handle(parsed.message)
    } catch (error) {
      this.#reportError(`Handling a ${parsed.message.type} message failed.`, error)
    }
  }

  /** The socket closed or failed after the session started. */
  socketEnded(end: SocketEnd): void {
    if (end.kind === 'error') {
      void this.finish({ reason: 'error', message: SOCKET_ERROR_MESSAGE, context: end.event })
    } else {
      const close = { context: end.event, closeCode: end.code, closeReason: end.reason }
      if (end.code === 1000) void this.finish({ reason: 'agent', ...close })
      else
        void this.finish({ reason: 'error', message: end.reason || SERVER_CLOSE_MESSAGE, ...close })
    }
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
      stats.playbackStarted()
      state.setMode('speaking')
    } else if (type === 'drained') {
      this.#drainedAt = performance.now()
      state.setMode('listening')
    } else if (type === 'silent') {
      stats.silent()
    }
    stats.queue(depthMs, this.#underruns)
  }

  /** Ends the session once; later calls return the same promise. */
  finish(details: DisconnectionDetails): Promise<void> {
    this.#closing ??= this.#release(details)
    return this.#closing
  }

  async #release(details: DisconnectionDetails): Promise<void> {
    const { state, connection, wakeLock } = this.parts
    state.setStatus('disconnecting')
    connection.close(1000, details.reason === 'user' ? USER_ENDED : undefined)
    wakeLock?.release()
    await Promise.all([
      this.input?.close().catch(() => undefined),
      this.output?.close().catch(() => undefined),
    ])
    this.#safely(() => state.disconnect(details))
  }

  #handle(message: ServerMessage): void {
    const { options: o, connection, stats, state } = this.parts
    if (state.ending) return
    switch (message.type) {
      case 'audio':
        this.#audio(message.event.audio_base_64, message.event.event_id)
        break
      case 'interruption': {
        this.#staleBelow = Math.max(this.#staleBelow, message.event.event_id)
        this.#drainedAt = undefined
        stats.interrupted()
        if (this.output) this.output.interrupt(message.event.event_id)
        else stats.silent()
        state.setMode('listening')
        o.onInterruption?.(message.event)
        break
      }
      case 'agent_response':
        o.onMessage?.({ source: 'ai', role: 'agent', message: message.event.agent_response })
        break
      case 'user_transcript':
        o.onMessage?.({ source: 'user', role: 'user', message: message.event.user_transcript })
        break
      case 'vad_score':
        o.onVadScore?.({ vadScore: message.event.vad_score })
        break
      case 'ping':
        connection.send({ type: 'pong', event_id: message.event.event_id })
        stats.ping(message.event.ping_ms)
        break
      case 'client_tool_call':
        void runClientTool(message.event, o.clientTools, o, (reply) =>
          connection.send(reply),
        ).catch((error: unknown) => this.#reportError('A client tool callback failed.', error))
        break
      case 'agent_tool_response':
        o.onAgentToolResponse?.(message.event)
        if (message.event.tool_name === 'end_call') void this.finish({ reason: 'agent' })
        break
      case 'error':
        o.onError?.(message.event.message ?? 'The server reported an error.', message.event)
        break
      case 'unknown':
        o.onDebug?.(message.raw)
        break
      default:
        // Tentative transcripts, corrections and repeated metadata: useful for debugging only.
        o.onDebug?.({ type: message.type, ...message.event })
        break
    }
  }

  #audio(base64: string, eventId: number): void {
    // Audio older than the latest interruption is stale, even when it arrives afterwards.
    if (eventId < this.#staleBelow) return
    const { options: o, feedback, stats } = this.parts
    let bytes: Uint8Array
    try {
      bytes = base64ToBytes(base64)
    } catch {
      this.#reportError('Received an audio message whose audio is not valid base64.', {
        event_id: eventId,
      })
      return
    }
    stats.audioReceived()
    this.output?.enqueue(bytes, eventId)
    feedback.audioArrived(eventId)
    o.onAudio?.(base64)
  }

  #reportError(message: string, context?: unknown): void {
    this.#safely(() => this.parts.options.onError?.(message, context))
  }

  #safely(run: () => void): void {
    try {
      run()
    } catch (error) {
      // A throwing callback must not break the engine; the console keeps the trace.
      console.error(error)
    }
  }
}
