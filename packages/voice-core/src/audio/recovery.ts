/**
 * Brings the session's audio back after the system stopped it. A browser suspends a context when
 * the tab goes to the background, a phone call takes the audio (iOS Safari's `interrupted`
 * state), or the device sleeps; the engine itself never suspends one, so any suspension of a live
 * context is the system's. Nothing resumes it by itself, and the call would go on silent and deaf.
 */

/** The part of an AudioContext watched here. */
export interface WatchedContext {
  /** `interrupted` is iOS Safari's state while a call or another app holds the audio. */
  readonly state: AudioContextState | 'interrupted'
  resume(): Promise<void>
  addEventListener(type: 'statechange', listener: () => void): void
  removeEventListener(type: 'statechange', listener: () => void): void
}

/** What the watcher reports: a context stopped by the system, or running again. */
export type RecoveryEvent =
  | { type: 'audio_suspended'; context: string; state: string }
  | { type: 'audio_resumed'; context: string; afterMs: number }

/** Events after which the page may resume audio: it is back in view, or the user acted. */
const RETURN_EVENTS = ['visibilitychange', 'focus', 'pageshow'] as const
/** Gestures, for browsers that resume audio only inside one (iOS Safari, Chromium's autoplay). */
const GESTURE_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden'

/**
 * Watches `contexts` (by name) for a suspension the engine did not make, and resumes each one as
 * soon as the page is visible again, gains focus, or the user makes a gesture (whichever the
 * browser needs), or at once when the page is visible already. Every suspension and recovery is
 * passed to `report`.
 *
 * @returns stops watching (call it when the session ends).
 */
export function watchSuspensions(
  contexts: Record<string, WatchedContext | undefined>,
  report: (event: RecoveryEvent) => void,
): () => void {
  const suspendedAt = new Map<string, number>()
  const stops: (() => void)[] = []
  const resumeAll = () => {
    for (const [name, context] of Object.entries(contexts)) {
      if (context && suspendedAt.has(name) && context.state !== 'running') {
        // A refusal (still interrupted, no gesture yet) is retried at the next event.
        context.resume().catch(() => undefined)
      }
    }
  }
  for (const [name, context] of Object.entries(contexts)) {
    if (!context) continue
    const changed = () => {
      const { state } = context
      if (state === 'suspended' || state === 'interrupted') {
        if (!suspendedAt.has(name)) {
          suspendedAt.set(name, performance.now())
          report({ type: 'audio_suspended', context: name, state })
        }
        if (visible()) context.resume().catch(() => undefined)
      } else if (state === 'running' && suspendedAt.has(name)) {
        const afterMs = Math.round(performance.now() - (suspendedAt.get(name) as number))
        suspendedAt.delete(name)
        report({ type: 'audio_resumed', context: name, afterMs })
      }
    }
    context.addEventListener('statechange', changed)
    stops.push(() => context.removeEventListener('statechange', changed))
  }
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    const onReturn = () => {
      if (visible()) resumeAll()
    }
    for (const type of RETURN_EVENTS) {
      const target = type === 'visibilitychange' ? document : window
      target.addEventListener(type, onReturn)
      stops.push(() => target.removeEventListener(type, onReturn))
    }
    for (const type of GESTURE_EVENTS) {
      // Capturing and passive: seen before any handler can stop it, and never delays scrolling.
      const options = { capture: true, passive: true }
      window.addEventListener(type, resumeAll, options)
      stops.push(() => window.removeEventListener(type, resumeAll, options))
    }
  }
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}
