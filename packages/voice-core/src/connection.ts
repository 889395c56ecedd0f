import { onAbort } from './abort'
import { parseAudioFormat } from './dsp/format'
import { SessionStartError, SOCKET_ERROR_MESSAGE, USER_ENDED } from './errors'
import type { ClientMessage, InitiationMetadataEvent } from './protocol/messages'
import { parseServerFrame } from './protocol/parse'

/** An audio format the server announced: `pcm` or `ulaw` at a sample rate. */
export type AudioFormat = ReturnType<typeof parseAudioFormat>

/** The part of the browser WebSocket the engine uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: string, listener: (event: never) => void): void
  removeEventListener(type: string, listener: (event: never) => void): void
}

/** A WebSocket constructor (the global one, or a fake in tests). */
export type SocketConstructor = new (url: string, protocols?: string | string[]) => SocketLike

/** How the socket ended after the session started. */
export type SocketEnd =
  | { kind: 'close'; code: number; reason: string; event: unknown }
  | { kind: 'error'; event: unknown }

/** What the session wants told about the live socket. */
export interface ConnectionHandlers {
  frame(data: unknown): void
  end(end: SocketEnd): void
}

/** Ready state of an open WebSocket. */
const OPEN = 1

/**
 * One convai socket: opens it, sends the initiation message, and resolves once the server's
 * `conversation_initiation_metadata` has arrived. Frames after that are buffered until a session
 * attaches, so audio sent at once after the metadata is never lost.
 */
export class Connection {
  readonly conversationId: string
  readonly inputFormat: AudioFormat
  readonly outputFormat: AudioFormat
  #handlers: ConnectionHandlers | undefined
  readonly #pending: Array<['frame', unknown] | ['end', SocketEnd]> = []
  #ended = false
  readonly #socket: SocketLike
  readonly #removeListeners: () => void

  private constructor(
    socket: SocketLike,
    metadata: InitiationMetadataEvent,
    removeListeners: () => void,
  ) {
    this.#socket = socket
    this.#removeListeners = removeListeners
    this.conversationId = metadata.conversation_id
    this.inputFormat = parseAudioFormat(metadata.user_input_audio_format)
    this.outputFormat = parseAudioFormat(metadata.agent_output_audio_format)
  }

  /**
   * Opens the socket; rejects with `SessionStartError` if it ends before the metadata, and with
   * `signal.reason` when `signal` aborts first (the socket is closed at once).
   */
  static open(
    url: string,
    protocols: string[],
    initiation: ClientMessage,
    Socket: SocketConstructor,
    signal?: AbortSignal,
  ): Promise<Connection> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const socket = new Socket(url, protocols)
      const stopAbort = onAbort(signal, () => {
        remove()
        socket.close(1000, USER_ENDED)
        reject(signal?.reason)
      })
      let connection: Connection | undefined
      const early: unknown[] = []
      const onOpen = () => socket.send(JSON.stringify(initiation))
      const onMessage = (event: MessageEvent) => {
        if (connection) return connection.#receive(['frame', event.data])
        const metadata = readMetadata(event.data)
        if (!metadata) return void early.push(event.data)
        try {
          connection = new Connection(socket, metadata, remove)
        } catch (error) {
          // An unusable audio format fails the session: nothing could be heard or sent.
          remove()
          socket.close(1000)
          return reject(error)
        }
        stopAbort()
        for (const data of early) connection.#receive(['frame', data])
        resolve(connection)
      }
      const onClose = (event: CloseEvent) => {
        if (connection) return connection.#receive(['end', closeEnd(event)])
        remove()
        const reason = event.reason ?? ''
        const message = `The connection was closed before the conversation started${reason ? `: ${reason}` : '.'}`
        reject(new SessionStartError(message, event.code ?? 1006, reason))
      }
      const onError = (event: Event) => {
        if (connection) return connection.#receive(['end', { kind: 'error', event }])
        remove()
        socket.close()
        reject(new SessionStartError(SOCKET_ERROR_MESSAGE, 1006))
      }
      const listeners = { open: onOpen, message: onMessage, close: onClose, error: onError }
      function remove() {
        stopAbort()
        for (const [type, listener] of Object.entries(listeners)) {
          socket.removeEventListener(type, listener as (event: never) => void)
        }
      }
      for (const [type, listener] of Object.entries(listeners)) {
        socket.addEventListener(type, listener as (event: never) => void)
      }
    })
  }

  /** Starts delivering frames and the end of the socket, beginning with any buffered. */
  attach(handlers: ConnectionHandlers): void {
    this.#handlers = handlers
    for (const item of this.#pending.splice(0)) this.#receive(item)
  }

  /** Sends one client message if the socket is open; later messages are dropped after an end. */
  send(message: ClientMessage): void {
    if (this.#socket.readyState === OPEN) this.#socket.send(JSON.stringify(message))
  }

  /** Bytes queued in the socket but not yet sent (for stats). */
  get bufferedAmount(): number {
    return this.#socket.bufferedAmount
  }

  /** Closes the socket (code 1000 by default) and stops listening to it. */
  close(code = 1000, reason?: string): void {
    this.#ended = true
    this.#removeListeners()
    this.#pending.length = 0
    try {
      this.#socket.close(code, reason)
    } catch {
      // A socket already closing may refuse; nothing is left to release.
    }
  }

  #receive(item: ['frame', unknown] | ['end', SocketEnd]): void {
    if (this.#ended) return
    if (!this.#handlers) return void this.#pending.push(item)
    if (item[0] === 'frame') this.#handlers.frame(item[1])
    else {
      this.#ended = true
      this.#removeListeners()
      this.#handlers.end(item[1])
    }
  }
}

function closeEnd(event: CloseEvent): SocketEnd {
  return { kind: 'close', code: event.code, reason: event.reason ?? '', event }
}

function readMetadata(data: unknown): InitiationMetadataEvent | undefined {
  const parsed = parseServerFrame(data)
  if (parsed.ok && parsed.message.type === 'conversation_initiation_metadata') {
    return parsed.message.event
  }
  return undefined
}
