/** The platform a connection delay is chosen for. */
export type Platform = 'android' | 'ios' | 'default'

/** Detects Android and iOS from the user agent; `default` anywhere else, including servers. */
export function detectPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'default'
  const agent = navigator.userAgent ?? ''
  if (/android/i.test(agent)) return 'android'
  // iPadOS reports itself as a Mac; touch support tells them apart.
  if (
    /iphone|ipad|ipod/i.test(agent) ||
    (/macintosh/i.test(agent) && navigator.maxTouchPoints > 1)
  ) {
    return 'ios'
  }
  return 'default'
}

/** Waits this many milliseconds (not at all for 0). */
export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}
