/**
 * End-of-utterance detection from audio energy, as the echo agent uses it.
 */

/** How the detector tells speech from silence. */
export interface UtteranceDetectorOptions {
  /** Samples per second of the audio pushed in. */
  sampleRate: number
  /** RMS level, as a fraction of full scale, above which a frame counts as speech (0.02). */
  threshold?: number
  /** Silence that ends an utterance, in milliseconds of audio (500). */
  silenceMs?: number
  /** Audio kept from before the first loud frame, so soft onsets survive (100). */
  preRollMs?: number
  /** Longest utterance; a longer one is cut here, so speech that never pauses is answered (10 s). */
  maxMs?: number
}

const FRAME_MS = 20

/**
 * Splits a stream of 16-bit samples into utterances: runs of loud 20 ms frames that end after
 * `silenceMs` of quiet. Time is counted in audio, not on the clock, so results are repeatable.
 */
export class UtteranceDetector {
  readonly #frame: number
  readonly #threshold: number
  readonly #silenceFrames: number
  readonly #preRollFrames: number
  readonly #maxFrames: number
  #pending: number[] = []
  #preRoll: Int16Array[] = []
  #speech: Int16Array[] = []
  // Frames in `#speech` up to and including the last loud one.
  #voicedFrames = 0
  #quietFrames = 0

  /** @param options - the sample rate and optional thresholds. */
  constructor(options: UtteranceDetectorOptions) {
    this.#frame = Math.max(1, Math.round((options.sampleRate * FRAME_MS) / 1000))
    this.#threshold = (options.threshold ?? 0.02) * 32768
    this.#silenceFrames = Math.ceil((options.silenceMs ?? 500) / FRAME_MS)
    this.#preRollFrames = Math.round((options.preRollMs ?? 100) / FRAME_MS)
    this.#maxFrames = Math.ceil((options.maxMs ?? 10_000) / FRAME_MS)
  }

  /** Whether an utterance has started and not yet ended. */
  get speaking(): boolean {
    return this.#speech.length > 0
  }

  /**
   * Feeds the next samples.
   *
   * @returns every utterance that ended within them (usually none), oldest first.
   */
  push(samples: Int16Array): Int16Array[] {
    const finished: Int16Array[] = []
    for (const sample of samples) {
      this.#pending.push(sample)
      if (this.#pending.length === this.#frame) {
        const ended = this.#onFrame(Int16Array.from(this.#pending))
        if (ended) finished.push(ended)
        this.#pending = []
      }
    }
    return finished
  }

  #onFrame(frame: Int16Array): Int16Array | undefined {
    let energy = 0
    for (const sample of frame) energy += sample * sample
    const loud = Math.sqrt(energy / frame.length) >= this.#threshold
    if (!this.speaking) {
      if (!loud) {
        this.#preRoll.push(frame)
        if (this.#preRoll.length > this.#preRollFrames) this.#preRoll.shift()
        return undefined
      }
      this.#speech = [...this.#preRoll]
      this.#preRoll = []
    }
    this.#speech.push(frame)
    if (loud) {
      this.#voicedFrames = this.#speech.length
      this.#quietFrames = 0
    } else {
      this.#quietFrames++
    }
    if (this.#quietFrames >= this.#silenceFrames || this.#speech.length >= this.#maxFrames) {
      return this.#finish()
    }
    return undefined
  }

  #finish(): Int16Array {
    const frames = this.#speech.slice(0, this.#voicedFrames)
    const utterance = new Int16Array(frames.length * this.#frame)
    frames.forEach((frame, index) => {
      utterance.set(frame, index * this.#frame)
    })
    this.#speech = []
    this.#voicedFrames = 0
    this.#quietFrames = 0
    return utterance
  }
}
