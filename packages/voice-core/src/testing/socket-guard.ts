/**
 * What every socket the mock agent accepts gets, whether it starts a conversation or is refused.
 */
import type { WebSocket } from 'ws'

/** The close code of a client hung up on for saying nothing (a policy of this agent). */
export const IDLE_CLOSE_CODE = 1008

/**
 * Guards a socket the agent accepted: a malformed frame (bad length, reserved bits, no mask,
 * broken UTF-8, too big) closes this socket with the code the protocol gives it (1002, 1007,
 * 1009) and never reaches the process as an uncaught error; a client that sends no message for
 * `idleTimeoutMs` is hung up on with code 1008.
 *
 * @param idleTimeoutMs - milliseconds of silence allowed; `Infinity` or 0 never hangs up.
 */
export function guardSocket(socket: WebSocket, idleTimeoutMs: number): void {
  // ws has already chosen the close code and started closing; without a listener the 'error'
  // event would be thrown and end the process.
  socket.on('error', () => {})
  if (!(idleTimeoutMs > 0 && Number.isFinite(idleTimeoutMs))) return
  const hangUp = () =>
    socket.close(
      IDLE_CLOSE_CODE,
      `Closed: no message from the client for ${idleTimeoutMs / 1000} s`,
    )
  let timer = setTimeout(hangUp, idleTimeoutMs)
  socket.on('message', () => {
    clearTimeout(timer)
    timer = setTimeout(hangUp, idleTimeoutMs)
  })
  socket.once('close', () => clearTimeout(timer))
}
