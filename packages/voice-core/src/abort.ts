/**
 * Runs `run` once when `signal` aborts.
 *
 * @returns a function that stops listening (call it once the guarded step is over, so a later
 *   abort cannot reach a session that has started).
 */
export function onAbort(signal: AbortSignal | undefined, run: () => void): () => void {
  signal?.addEventListener('abort', run, { once: true })
  return () => signal?.removeEventListener('abort', run)
}

/**
 * A start-up step raced against the caller's `AbortSignal`: rejects with `signal.reason` the
 * moment it aborts. What the step produces after that is handed to `discard` (a microphone that
 * opens too late is stopped, an audio context closed), so nothing opened survives an abort.
 */
export function abortable<T>(
  step: Promise<T>,
  signal: AbortSignal | undefined,
  discard: (value: T) => unknown = () => undefined,
): Promise<T> {
  if (!signal) return step
  return new Promise((resolve, reject) => {
    let settled = false
    const abort = () => {
      if (settled) return
      settled = true
      reject(signal.reason)
      step.then(discard, () => undefined)
    }
    if (signal.aborted) return abort()
    const stop = onAbort(signal, abort)
    step.then(
      (value) => {
        stop()
        if (settled) return
        settled = true
        resolve(value)
      },
      (error: unknown) => {
        stop()
        if (settled) return
        settled = true
        reject(error)
      },
    )
  })
}
