/**
 * One client connected to the mock agent: what it sent, and helpers to talk back.
 */
import type { IncomingMessage } from 'node:http'
import type { RawData, WebSocket } from 'ws'
import type { AudioFormat } from '../dsp/format.ts'
import { decodeAudio, encodeAudio } from './audio.ts'
import { DEFAULT_MAX_RECORDED_BYTES, formatBytes } from './limits.ts'
import {
  type ClientMessage,
  clientMessageType,
  type ServerMessage,
  type ServerMessageType,
  serverMessage,
} from './messages.ts'

/** What the client asked for when it connected. */
export interface ConnectionRequest {
  /** The path and query it requested. */
  url: string
  /** The `agent_id` query parameter, if any. */
  agentId: string | null
  /** The sub-protocols it offered (`convai`, `bearer.<token>`). */
  protocols: string[]
}

/** Settings a connection inherits from its mock agent. */
export interface ConnectionSettings {
  conversationId: string
  inputFormat: AudioFormat
  outputFormat: AudioFormat
  inputFormatName: string
  outputFormatName: string
  firstMessage: string
}

/** The close code of a conversation that passed its recording limit (a policy of this agent). */
const OVER_LIMIT_CLOSE_CODE = 1008

/** How a connection ended. */
export interface CloseDetails {
  code: number
  reason: string
}

type Waiter = { match: (message: ClientMessage) => boolean; resolve: (m: ClientMessage) => void }

/** A client of the mock agent, with everything it sent and ways to answer it. */
export class MockConnection {
  /** What the client requested at the upgrade. */
  readonly request: ConnectionRequest
  /** The agent's settings for this conversation. */
  readonly settings: ConnectionSettings
  /** Every valid JSON message the client sent, in order. */
  readonly received: ClientMessage[] = []
  /** Frames the client sent that were not JSON objects, as text. */
  readonly invalidFrames: string[] = []
  /** Every message the agent sent, in order (JSON messages parsed, raw frames as text). */
  readonly sent: Array<ServerMessage | string> = []
  /** Problems in scenarios, the client's audio or its frames, as messages. */
  readonly errors: string[] = []
  /** Settles when the socket has closed. */
  readonly closed: Promise<CloseDetails>
  readonly #socket: WebSocket
  readonly #listeners = new Set<(message: ClientMessage) => void>()
  readonly #waiters = new Set<Waiter>()
  readonly #maxRecordedBytes: number
  #recordedBytes = 0
  #eventId = 0
  #isOpen = true

  /**
   * @internal Created by the mock agent for each accepted socket. `maxRecordedBytes` bounds what
   * `received`, `invalidFrames` and `sent` hold together; past it the agent closes with 1008.
   */
  constructor(
    socket: WebSocket,
    request: IncomingMessage,
    settings: ConnectionSettings,
    maxRecordedBytes = DEFAULT_MAX_RECORDED_BYTES,
  ) {
    this.#socket = socket
    this.settings = settings
    this.#maxRecordedBytes = maxRecordedBytes
    const url = request.url ?? '/'
    const protocols = request.headers['sec-websocket-protocol'] ?? ''
    this.request = {
      url,
      agentId: new URL(url, 'ws://localhost').searchParams.get('agent_id'),
      protocols: protocols
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    }
    socket.on('message', (data, isBinary) => this.#onFrame(data, isBinary))
    // ws closes the socket with the protocol's code for the broken frame; this keeps the why.
    socket.on('error', (error) =>
      this.errors.push(`The client broke the protocol: ${error.message}`),
    )
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        this.#isOpen = false
        resolve({ code, reason: reason.toString() })
      })
    })
  }

  /** Whether the socket is still open. */
  get isOpen(): boolean {
    return this.#isOpen
  }

  /** The last agent `event_id` taken, 0 before any. */
  get lastEventId(): number {
    return this.#eventId
  }

  /** Takes the next agent `event_id` (they increase through the conversation). */
  nextEventId(): number {
    this.#eventId += 1
    return this.#eventId
  }

  /** Sends a message as JSON; ignored once the socket has closed. */
  send(message: ServerMessage): void {
    if (!this.#isOpen) return
    const json = JSON.stringify(message)
    if (!this.#record(Buffer.byteLength(json))) return
    this.sent.push(message)
    this.#socket.send(json)
  }

  /** Sends `{ type, <payload key>: payload }`. */
  sendEvent(type: ServerMessageType, payload: Record<string, unknown>): void {
    this.send(serverMessage(type, payload))
  }

  /** Sends a frame exactly as given (for malformed-frame tests). */
  sendRaw(frame: string | Uint8Array): void {
    if (!this.#isOpen) return
    if (!this.#record(typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length)) return
    this.sent.push(typeof frame === 'string' ? frame : `<${frame.length} binary bytes>`)
    this.#socket.send(frame)
  }

  /**
   * Sends audio at the output rate as `audio` events of about `chunkMs` each.
   *
   * @returns the event ids used, in order.
   */
  sendAudio(pcm: Int16Array, chunkMs = 250): number[] {
    const format = this.settings.outputFormat
    const size = Math.max(1, Math.round((format.sampleRate * chunkMs) / 1000))
    const ids: number[] = []
    for (let start = 0; start < pcm.length; start += size) {
      const eventId = this.nextEventId()
      const audio_base_64 = encodeAudio(pcm.subarray(start, start + size), format)
      this.sendEvent('audio', { audio_base_64, event_id: eventId })
      ids.push(eventId)
    }
    return ids
  }

  /**
   * Sends `agent_response`, then its audio if given. As in the protocol, the response carries
   * the `event_id` of its first audio event; one without audio takes an id of its own.
   *
   * @returns the event ids of the audio, in order.
   */
  respond(text: string, pcm?: Int16Array, chunkMs?: number): number[] {
    const eventId = pcm ? this.lastEventId + 1 : this.nextEventId()
    this.sendEvent('agent_response', { agent_response: text, event_id: eventId })
    return pcm ? this.sendAudio(pcm, chunkMs) : []
  }

  /** Sends `user_transcript` with the `event_id` of the agent turn that answers it. */
  transcribe(text: string): void {
    this.sendEvent('user_transcript', { user_transcript: text, event_id: this.lastEventId + 1 })
  }

  /** Closes the socket with a code and reason, and waits until it has closed. */
  async close(code = 1000, reason = ''): Promise<CloseDetails> {
    if (this.#isOpen) this.#socket.close(code, reason)
    return this.closed
  }

  /** Drops the socket at once, without a closing handshake (the client sees code 1006). */
  terminate(): void {
    this.#socket.terminate()
  }

  /**
   * The first message of a type (and matching `predicate`) the client has sent or will send.
   *
   * @param type - a client message type, or `user_audio_chunk`.
   * @throws Error after `timeoutMs` (5000) or when the socket closes first.
   */
  waitFor(
    type: string,
    options: { predicate?: (message: ClientMessage) => boolean; timeoutMs?: number } = {},
  ): Promise<ClientMessage> {
    const match = (message: ClientMessage) =>
      clientMessageType(message) === type && (options.predicate?.(message) ?? true)
    const found = this.received.find(match)
    if (found) return Promise.resolve(found)
    const timeoutMs = options.timeoutMs ?? 5000
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { match, resolve: (message) => finish(() => resolve(message)) }
      const timer = setTimeout(() => {
        finish(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for "${type}"`)))
      }, timeoutMs)
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        this.#waiters.delete(waiter)
        settle()
      }
      this.#waiters.add(waiter)
      this.closed.then(() => {
        if (this.#waiters.has(waiter)) {
          finish(() => reject(new Error(`The connection closed while waiting for "${type}"`)))
        }
      })
    })
  }

  /** Calls `listener` with each message the client sends from now on; returns an unsubscribe. */
  onMessage(listener: (message: ClientMessage) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** All `user_audio_chunk` audio received so far, decoded to 16-bit samples at the input rate. */
  receivedAudio(): Int16Array {
    const chunks: Int16Array[] = []
    for (const message of this.received) {
      if (typeof message.user_audio_chunk !== 'string') continue
      try {
        chunks.push(decodeAudio(message.user_audio_chunk, this.settings.inputFormat))
      } catch {
        // Reported in `errors` when the chunk arrived.
      }
    }
    const audio = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
    let offset = 0
    for (const chunk of chunks) {
      audio.set(chunk, offset)
      offset += chunk.length
    }
    return audio
  }

  /**
   * Counts `bytes` against the recording limit; past it, closes the conversation instead, so one
   * client can hold no more than the limit however long it talks.
   *
   * @returns whether the bytes may be recorded.
   */
  #record(bytes: number): boolean {
    if (this.#recordedBytes + bytes <= this.#maxRecordedBytes) {
      this.#recordedBytes += bytes
      return true
    }
    if (this.#isOpen && this.#recordedBytes <= this.#maxRecordedBytes) {
      const limit = formatBytes(this.#maxRecordedBytes)
      this.errors.push(`The conversation passed the recording limit of ${limit}`)
      this.#socket.close(OVER_LIMIT_CLOSE_CODE, `Closed: the conversation passed ${limit}`)
    }
    // Marks the limit as passed, so later frames are dropped without a second close.
    this.#recordedBytes = this.#maxRecordedBytes + 1
    return false
  }

  #onFrame(data: RawData, isBinary: boolean): void {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : data instanceof ArrayBuffer
        ? Buffer.from(data)
        : data
    if (!this.#record(bytes.length)) return
    const text = bytes.toString()
    let message: unknown
    try {
      message = isBinary ? undefined : JSON.parse(text)
    } catch {
      message = undefined
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.invalidFrames.push(text)
      return
    }
    const clientMessage = message as ClientMessage
    if (typeof clientMessage.user_audio_chunk === 'string') {
      try {
        decodeAudio(clientMessage.user_audio_chunk, this.settings.inputFormat)
      } catch (error) {
        this.errors.push(`Invalid user_audio_chunk: ${(error as Error).message}`)
      }
    }
    this.received.push(clientMessage)
    for (const waiter of [...this.#waiters]) {
      if (waiter.match(clientMessage)) waiter.resolve(clientMessage)
    }
    for (const listener of [...this.#listeners]) listener(clientMessage)
  }
}
