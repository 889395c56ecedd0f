import { type AudioFormat, parseAudioFormat } from './dsp/format'
import {
  type Handshake,
  handshake,
  listen,
  type SocketConstructor,
  type SocketLike,
} from './handshake'
import type { ClientMessage, InitiationMetadataEvent } from './protocol/messages'

export type { AudioFormat } from './dsp/format'
export type { SocketConstructor, SocketLike } from './handshake'

/** How the socket ended after the session started, as plain data. */
export type SocketEnd = { kind: 'close'; code: number; reason: string } | { kind: 'error' }

/** What the session wants told about the live socket. */
export interface ConnectionHandlers {
  frame(data: unknown): void
  end(end: SocketEnd): void
}

type Item = ['frame', unknown] | ['end', SocketEnd]

/** Ready state of an open WebSocket. */
const OPEN = 1

/**
 * One convai socket whose conversation has started. Frames are buffered until a session
 * attaches, so audio sent at once after the metadata is never lost.
 */
export class Connection {
  readonly conversationId: string
  readonly inputFormat: AudioFormat
  readonly outputFormat: AudioFormat
  readonly metadata: InitiationMetadataEvent
  /** Told of every message sent (for `onOutgoingEvent`); unset, audio chunks cost nothing more. */
  outgoing: ((message: ClientMessage) => void) | undefined
  #handlers: ConnectionHandlers | undefined
  readonly #pending: Item[]
  #ended = false
  readonly #socket: SocketLike
  readonly #stopListening: () => void

  private constructor({ socket, metadata, early }: Handshake) {
    // An unusable audio format fails the session: nothing could be heard or sent.
    this.inputFormat = parseAudioFormat(metadata.user_input_audio_format)
    this.outputFormat = parseAudioFormat(metadata.agent_output_audio_format)
    this.conversationId = metadata.conversation_id
    this.metadata = metadata
    this.#socket = socket
    this.#pending = early.map((data) => ['frame', data])
    this.#stopListening = listen(socket, {
      message: ({ data }: MessageEvent) => this.#receive(['frame', data]),
      close: ({ code, reason }: CloseEvent) =>
        this.#receive(['end', { kind: 'close', code, reason: reason ?? '' }]),
      error: () => this.#receive(['end', { kind: 'error' }]),
    })
  }

  /**
   * Opens the socket and waits for the conversation to start (see `handshake` for every way it
   * can fail); rejects with `Invalid format` / `Invalid sample rate` for an unusable audio format.
   */
  static open(
    url: string,
    protocols: string[],
    initiation: ClientMessage,
    Socket: SocketConstructor,
    options: { signal?: AbortSignal | undefined; timeoutMs: number },
  ): Promise<Connection> {
    return handshake(
      url,
      protocols,
      initiation,
      Socket,
      options,
      (started) => new Connection(started),
    )
  }

  /** Starts delivering frames and the end of the socket, beginning with any buffered. */
  attach(handlers: ConnectionHandlers): void {
    this.#handlers = handlers
    for (const item of this.#pending.splice(0)) this.#receive(item)
  }

  /** Sends one client message if the socket is open; later messages are dropped after an end. */
  send(message: ClientMessage): void {
    if (this.#socket.readyState !== OPEN) return
    this.#socket.send(JSON.stringify(message))
    this.outgoing?.(message)
  }

  /**
   * Sends one microphone chunk (`user_audio_chunk`) if the socket is open. Base64 never needs
   * escaping, so the frame is written directly rather than through `JSON.stringify`, which would
   * scan every character of the largest message the client sends, several times a second.
   */
  sendAudio(base64: string): void {
    if (this.#socket.readyState !== OPEN) return
    this.#socket.send(`{"user_audio_chunk":"${base64}"}`)
    this.outgoing?.({ user_audio_chunk: base64 })
  }

  /** Bytes queued in the socket but not yet sent (for stats). */
  get bufferedAmount(): number {
    return this.#socket.bufferedAmount
  }

  /** Closes the socket (code 1000 by default) and stops listening to it. */
  close(code = 1000, reason?: string): void {
    this.#ended = true
    this.#stopListening()
    this.#pending.length = 0
    try {
      this.#socket.close(code, reason)
    } catch {
      // A socket already closing may refuse; nothing is left to release.
    }
  }

  #receive(item: Item): void {
    if (this.#ended) return
    if (!this.#handlers) return void this.#pending.push(item)
    if (item[0] === 'frame') this.#handlers.frame(item[1])
    else {
      this.#ended = true
      this.#stopListening()
      this.#handlers.end(item[1])
    }
  }
}
