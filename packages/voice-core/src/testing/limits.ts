/**
 * The mock agent's bounds: how big a message, how much one conversation keeps, how long a silent
 * client is kept, how many sockets at once. Each keeps one client from taking the agent down.
 */

const MiB = 1024 * 1024

/**
 * The largest message a client may send, 1 MiB. The largest messages of the protocol are audio
 * chunks and the initiation with its prompt override: a 250 ms chunk of 16 kHz PCM is about
 * 11 kB as base64 and a whole second at 48 kHz about 128 kB, and prompts run to tens of kB, so
 * 1 MiB leaves ample room while a lying length header is refused before anything is buffered.
 */
export const DEFAULT_MAX_PAYLOAD = MiB

/**
 * What one conversation may record (messages received, frames that were not JSON, messages
 * sent), 32 MiB: about 13 minutes of 16 kHz audio each way as base64, beyond the 10 minutes the
 * hosted service lets a conversation last by default. It also bounds the agent's send queue,
 * since the agent only sends what it records.
 */
export const DEFAULT_MAX_RECORDED_BYTES = 32 * MiB

/**
 * How long a client may stay silent, 60 s. A live session never does: the voice engine streams
 * microphone audio (silence when muted) several times a second.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000

/** How many sockets the agent holds at once (256); further ones are dropped on arrival. */
export const DEFAULT_MAX_CONNECTIONS = 256

/**
 * How many closed connections the agent keeps for inspection (1000), oldest dropped first; test
 * suites read them after the socket closed, a long-running demo agent keeps none.
 */
export const DEFAULT_KEEP_CLOSED_CONNECTIONS = 1000

/**
 * How long a client may take to send its upgrade request (10 s), so half-sent requests cannot
 * hold sockets open.
 */
export const UPGRADE_REQUEST_TIMEOUT_MS = 10_000

/** A byte count as people read it: `32 MiB`, or bytes when it is not a whole number of MiB. */
export function formatBytes(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`
}
