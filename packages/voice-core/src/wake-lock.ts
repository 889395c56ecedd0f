/** A held screen wake lock, or nothing when the browser refused or lacks the API. */
export interface WakeLockHandle {
  release(): void
}

/**
 * Asks the browser to keep the screen on during the call. Any failure (no API, page hidden,
 * permission policy) is ignored: a call works without it.
 */
export async function requestWakeLock(): Promise<WakeLockHandle> {
  try {
    const sentinel = await navigator.wakeLock?.request('screen')
    if (sentinel) return { release: () => void sentinel.release().catch(() => undefined) }
  } catch {
    // Ignored on purpose: the wake lock is a comfort, not a requirement.
  }
  return { release: () => undefined }
}
