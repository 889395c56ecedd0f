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

/** Per-platform waits before connecting, as `@elevenlabs/client` takes them. */
export interface DelayConfig {
  default?: number
  android?: number
  ios?: number
}

/**
 * The wait for this platform. Without a config, the defaults; with one, a platform it leaves out
 * falls back to its own `default` (then 0), as in `@elevenlabs/client`.
 */
export function resolveDelay(
  config: DelayConfig | undefined,
  defaults: Required<DelayConfig>,
  platform: Platform,
): number {
  const chosen = config ?? defaults
  return chosen[platform] ?? chosen.default ?? 0
}

/** Waits this many milliseconds (not at all for 0). */
export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}
