import type { ConversationLifecycleOptions } from './drop-in'
import type { SessionCallbacks } from './options'

type All = SessionCallbacks & ConversationLifecycleOptions
type Name = keyof All
type Args<K extends Name> = Parameters<NonNullable<All[K]>>

/**
 * The one way the engine calls the integrator's callbacks. Each call is isolated: a callback that
 * throws is logged to the console and never breaks the engine, the socket or the method that
 * caused it. Once silenced (a start was aborted), nothing is called any more.
 */
export class Callbacks {
  #silenced = false

  constructor(private readonly callbacks: All) {}

  /** Calls the named callback, if given, with these arguments. */
  emit<K extends Name>(name: K, ...args: Args<K>): void {
    if (this.#silenced) return
    try {
      ;(this.callbacks[name] as ((...values: Args<K>) => void) | undefined)?.(...args)
    } catch (error) {
      // A throwing callback must not break the engine; the console keeps the trace.
      console.error(error)
    }
  }

  /** Whether the integrator gave this callback (some behaviour depends on it). */
  has(name: Name): boolean {
    return typeof this.callbacks[name] === 'function'
  }

  /** Stops every further call: the session never started, so nothing may report on it. */
  silence(): void {
    this.#silenced = true
  }
}
