import { onAbort } from './abort'
import { SessionStartError, SOCKET_ERROR_MESSAGE, USER_ENDED } from './errors'
import type { ClientMessage, InitiationMetadataEvent } from './protocol/messages'
import { parseServerFrame } from './protocol/parse'

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

/** Frames the server may send before its metadata; more means it is not speaking the protocol. */
export const MAX_EARLY_FRAMES = 100

/** A socket whose conversation has started: the metadata, and any frames that came before it. */
export interface Handshake {
  socket: SocketLike
  metadata: InitiationMetadataEvent
  early: unknown[]
}

type Listeners = Record<string, (event: never) => void>

/** Adds each listener to the socket; returns a function that removes them all. */
export function listen(socket: SocketLike, listeners: Listeners): () => void {
  for (const [type, listener] of Object.entries(listeners)) socket.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of Object.entries(listeners)) {
      socket.removeEventListener(type, listener)
    }
  }
}

/**
 * Opens the socket, sends the initiation message and waits for the server's
 * `conversation_initiation_metadata`, then hands the socket to `accept` in the same task, so no
 * frame that follows can slip between two sets of listeners. Every failure closes the socket and
 * rejects:
 *
 * - `SessionStartError` when the socket closes or fails first;
 * - Error naming the field when the metadata is malformed;
 * - Error when it takes longer than `timeoutMs`, or more than `MAX_EARLY_FRAMES` frames come first;
 * - `signal.reason` when `signal` aborts (closing with 1000 `User ended conversation`);
 * - whatever `accept` throws.
 */
export function handshake<T>(
  url: string,
  protocols: string[],
  initiation: ClientMessage,
  Socket: SocketConstructor,
  { signal, timeoutMs }: { signal?: AbortSignal | undefined; timeoutMs: number },
  accept: (started: Handshake) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const socket = new Socket(url, protocols)
    const early: unknown[] = []
    const settle = (error?: unknown, reason?: string) => {
      clearTimeout(timer)
      stopAbort()
      stopListening()
      if (error === undefined) return
      try {
        socket.close(1000, reason)
      } catch {
        // Already closing: nothing left to release.
      }
      reject(error)
    }
    const timer = setTimeout(
      () => settle(new Error(`The agent did not start the conversation within ${timeoutMs} ms.`)),
      timeoutMs,
    )
    const stopAbort = onAbort(signal, () => settle(signal?.reason, USER_ENDED))
    const stopListening = listen(socket, {
      open: () => socket.send(JSON.stringify(initiation)),
      message: ({ data }: MessageEvent) => {
        const parsed = parseServerFrame(data)
        if (parsed.ok && parsed.message.type === 'conversation_initiation_metadata') {
          settle()
          try {
            resolve(accept({ socket, metadata: parsed.message.event, early }))
          } catch (error) {
            socket.close(1000)
            reject(error)
          }
        } else if (!parsed.ok && parsed.error.includes('"conversation_initiation_metadata"')) {
          settle(new Error(parsed.error))
        } else if (early.push(data) > MAX_EARLY_FRAMES) {
          settle(
            new Error(
              `The agent sent more than ${MAX_EARLY_FRAMES} messages before starting the conversation.`,
            ),
          )
        }
      },
      close: ({ code, reason = '' }: CloseEvent) => {
        const message = `The connection was closed before the conversation started${reason ? `: ${reason}` : '.'}`
        settle(new SessionStartError(message, code ?? 1006, reason))
      },
      error: () => settle(new SessionStartError(SOCKET_ERROR_MESSAGE, 1006)),
    })
  })
}
