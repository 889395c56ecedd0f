/** A held screen wake lock, or nothing when the browser refused or lacks the API. */
export interface WakeLockHandle {
  release(): void
}

/** One request for the lock: the sentinel, or nothing on any failure. */
async function acquire(): Promise<WakeLockSentinel | undefined> {
  try {
    return await navigator.wakeLock?.request('screen')
  } catch {
    // Ignored on purpose: the wake lock is a comfort, not a requirement.
    return undefined
  }
}

/**
 * Asks the browser to keep the screen on during the call. Any failure (no API, page hidden,
 * permission policy) is ignored: a call works without it. The browser drops the lock whenever the
 * page is hidden, so it is asked for again each time the page becomes visible, until released.
 */
export async function requestWakeLock(): Promise<WakeLockHandle> {
  if (typeof navigator === 'undefined' || !navigator.wakeLock) return { release: () => undefined }
  let sentinel = await acquire()
  let released = false
  const again = () => {
    if (released || document.visibilityState !== 'visible') return
    if (sentinel && !sentinel.released) return
    void acquire().then((next) => {
      if (released) void next?.release().catch(() => undefined)
      else sentinel = next
    })
  }
  const watching = typeof document !== 'undefined'
  if (watching) document.addEventListener('visibilitychange', again)
  return {
    release: () => {
      released = true
      if (watching) document.removeEventListener('visibilitychange', again)
      void sentinel?.release().catch(() => undefined)
    },
  }
}
