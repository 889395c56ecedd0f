/** Bins a spectrum has, as `@elevenlabs/client` returns them. */
export const SPECTRUM_BINS = 1024
/** The voice's range, which the spectrum spans: what a visualiser has to show. */
const LOWEST_HZ = 100
const HIGHEST_HZ = 8000

/**
 * An AnalyserNode read for volume meters and visualisers, laid out as `@elevenlabs/client` lays
 * out its own: the analyser's bins from 100 to 8000 Hz, stretched over 1024 (each taking the
 * nearest), so visualisers written for it draw the same picture at any sample rate.
 */
export class Level {
  readonly analyser: AnalyserNode
  readonly #raw: Uint8Array<ArrayBuffer>
  /** The analyser bin at 100 Hz, and how many bins each output bin steps. */
  readonly #first: number
  readonly #step: number

  /** @param context - the context the analyser belongs to. */
  constructor(context: BaseAudioContext) {
    this.analyser = context.createAnalyser()
    this.analyser.fftSize = 2 * SPECTRUM_BINS
    const raw = new Uint8Array(this.analyser.frequencyBinCount)
    const hzPerBin = context.sampleRate / 2 / raw.length
    this.#raw = raw
    this.#first = Math.floor(LOWEST_HZ / hzPerBin)
    // The last bin at or above 8000 Hz, or the highest there is when the rate stops below it.
    const last = Math.min(Math.ceil(HIGHEST_HZ / hzPerBin), raw.length) - 1
    this.#step = (last - this.#first) / (SPECTRUM_BINS - 1)
  }

  /** The voice's spectrum, 1024 bytes from 0 to 255 (a fresh array the caller may keep). */
  frequencyData(): Uint8Array<ArrayBuffer> {
    const raw = this.#raw
    this.analyser.getByteFrequencyData(raw)
    const bins = new Uint8Array(SPECTRUM_BINS)
    for (let index = 0; index < SPECTRUM_BINS; index++) {
      bins[index] = raw[Math.round(this.#first + index * this.#step)] as number
    }
    return bins
  }

  /** Loudness from 0 to 1: the mean of the voice's spectrum. */
  volume(): number {
    let sum = 0
    for (const value of this.frequencyData()) sum += value
    return sum / SPECTRUM_BINS / 255
  }
}
