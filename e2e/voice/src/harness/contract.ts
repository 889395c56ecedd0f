/**
 * What a harness page offers the tests and the benchmark: the same calls whichever client it
 * runs, so both are driven alike.
 */

/** How to start a session from a harness page. */
export interface HarnessStart {
  signedUrl: string
  /** Microphone chunk length; each client's own default when left out. */
  inputChunkMs?: number
}

/** What a harness page records of its session. */
export interface HarnessEvents {
  /** `performance.now()` when `start` was called and when the session connected. */
  startedAt?: number
  connectedAt?: number
  modes: { t: number; mode: string }[]
  disconnect?: { reason: string; message?: string }
  errors: string[]
}

/** `window.harness` on a harness page. */
export interface Harness {
  readonly client: 'ours' | 'theirs'
  start(options: HarnessStart): Promise<void>
  end(): Promise<void>
  events: HarnessEvents
  /** The engine's own figures, where it has them (ours: `getStats()`). */
  stats(): Record<string, number | undefined> | undefined
}

declare global {
  interface Window {
    harness: Harness
  }
}

/** The client tool both pages define: books a meeting on the day asked (a JSON answer). */
export async function bookMeeting(parameters: Record<string, unknown>): Promise<string> {
  return JSON.stringify({ booked: parameters.day, time: '10:00' })
}

/** The session callbacks both pages pass, recording into `events`. */
export function recordInto(events: HarnessEvents) {
  return {
    onConnect: () => {
      events.connectedAt = performance.now()
    },
    onModeChange: ({ mode }: { mode: string }) => events.modes.push({ t: performance.now(), mode }),
    onDisconnect: (details: { reason: string; message?: unknown }) => {
      events.disconnect = {
        reason: details.reason,
        ...(details.message ? { message: String(details.message) } : {}),
      }
    },
    onError: (message: unknown) => events.errors.push(String(message)),
  }
}
