/**
 * Brings the session's audio back after the system stopped it. A browser suspends a context when
 * the tab goes to the background, a phone call takes the audio (iOS Safari's `interrupted`
 * state), or the device sleeps; the engine itself never suspends one, so any suspension of a live
 * context is the system's. Nothing resumes it by itself, and the call would go on silent and deaf.
 */

/** The part of an AudioContext watched here. */
export interface WatchedContext extends EventTarget {
  /** `interrupted` is iOS Safari's state while a call or another app holds the audio. */
  readonly state: AudioContextState | 'interrupted'
  resume(): Promise<void>
}

/** What the watcher reports: a context stopped by the system, or running again. */
export type RecoveryEvent =
  | { type: 'audio_suspended'; context: string; state: string }
  | { type: 'audio_resumed'; context: string }

/**
 * Events after which the page may resume audio: it is back in view or focused, or the user made
 * a gesture (iOS Safari and Chromium's autoplay policy resume audio only inside one: a tap or
 * click, a key). Listened to capturing and passive: seen before any handler can stop them, never
 * delaying a scroll.
 */
const RETURNS = ['visibilitychange', 'focus', 'click', 'keydown', 'touchend']

/**
 * Watches `contexts` (by name) for a suspension the engine did not make, and resumes each one at
 * once while the page is visible, else at the first of `RETURNS` once it is (a refusal, still
 * interrupted or wanting a gesture, is retried at the next). Every suspension and recovery is
 * passed to `report`; `onVisible` is called at each of `RETURNS` while the page is visible (the
 * wake lock is taken again there).
 *
 * @returns stops watching (call it when the session ends).
 */
export function watchSuspensions(
  contexts: Record<string, WatchedContext | undefined>,
  report: (event: RecoveryEvent) => void,
  onVisible?: () => void,
): () => void {
  const stop = new AbortController()
  const { signal } = stop
  const suspended = new Set<WatchedContext>()
  const resume = () => {
    if (globalThis.document?.hidden) return
    onVisible?.()
    for (const context of suspended) context.resume().catch(() => undefined)
  }
  for (const [name, context] of Object.entries(contexts)) {
    context?.addEventListener(
      'statechange',
      () => {
        const { state } = context
        if (state === 'running' || state === 'closed') {
          // Closed by the engine at the end: nothing came back, and nothing is reported.
          if (suspended.delete(context) && state === 'running') {
            report({ type: 'audio_resumed', context: name })
          }
          return
        }
        if (!suspended.has(context)) {
          suspended.add(context)
          report({ type: 'audio_suspended', context: name, state })
        }
        resume()
      },
      { signal },
    )
  }
  // All on the window: `visibilitychange`, fired at the document, bubbles up to it.
  for (const type of RETURNS) {
    globalThis.window?.addEventListener(type, resume, { capture: true, passive: true, signal })
  }
  return () => stop.abort()
}
