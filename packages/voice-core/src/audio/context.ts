/**
 * An AudioContext at the wanted rate where the browser allows it, else at its own rate (the
 * worklets then resample). Creating the context at the server's rate spares the resampler.
 */
export function createContext(sampleRate: number): AudioContext {
  try {
    return new AudioContext({ sampleRate })
  } catch {
    return new AudioContext()
  }
}

/** Closes a context, ignoring one already closed. */
export async function closeContext(context: AudioContext): Promise<void> {
  if (context.state === 'closed') return
  try {
    await context.close()
  } catch {
    // Already closing elsewhere: nothing left to release.
  }
}
