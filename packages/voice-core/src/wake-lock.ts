/** A held screen wake lock, or nothing when the browser refused or lacks the API. */
export interface WakeLockHandle {
  release(): void
  /**
   * Asks again if the browser dropped the lock (it does whenever the page is hidden); call it
   * when the page is visible again.
   */
  renew(): void
}

/**
 * Asks the browser to keep the screen on during the call. Any failure (no API, page hidden,
 * permission policy) is ignored: a call works without it.
 */
export async function requestWakeLock(): Promise<WakeLockHandle> {
  let sentinel: WakeLockSentinel | undefined
  let released = false
  const acquire = async () => {
    try {
      const next = await navigator.wakeLock?.request('screen')
      if (released) void next?.release()
      else sentinel = next
    } catch {
      // Ignored on purpose: the wake lock is a comfort, not a requirement.
    }
  }
  await acquire()
  return {
    release: () => {
      released = true
      sentinel?.release().catch(() => undefined)
    },
    renew: () => {
      if (sentinel?.released && !released) void acquire()
    },
  }
}
