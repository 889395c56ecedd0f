import type { Callbacks } from './callbacks'

/**
 * Feedback rules: one like or dislike per agent response, and only once that response's audio
 * has arrived. Misuse is warned about in the console only, never thrown.
 */
export class FeedbackTracker {
  #lastAudioEventId = 0
  #lastFeedbackEventId = 0
  #allowed = false

  constructor(private readonly callbacks: Callbacks) {}

  /** Whether `sendFeedback` would be accepted now. */
  get canSendFeedback(): boolean {
    return this.#allowed
  }

  /** Agent audio with this id arrived: feedback on it becomes possible if not yet given. */
  audioArrived(eventId: number): void {
    this.#lastAudioEventId = Math.max(this.#lastAudioEventId, eventId)
    this.#update(this.#lastFeedbackEventId < this.#lastAudioEventId)
  }

  /**
   * Claims the feedback slot for the latest response.
   *
   * @returns the event id the feedback refers to, or undefined (after a console warning).
   */
  take(): number | undefined {
    if (!this.#allowed) {
      console.warn(
        this.#lastAudioEventId === 0
          ? 'Feedback can be sent only after the agent has produced audio.'
          : 'Feedback has already been sent for this agent response.',
      )
      return undefined
    }
    this.#lastFeedbackEventId = this.#lastAudioEventId
    this.#update(false)
    return this.#lastAudioEventId
  }

  #update(allowed: boolean): void {
    if (allowed === this.#allowed) return
    this.#allowed = allowed
    this.callbacks.emit('onCanSendFeedbackChange', { canSendFeedback: allowed })
  }
}
