/** An AnalyserNode read for volume meters and visualisers. */
export class Level {
  readonly analyser: AnalyserNode
  #bytes: Uint8Array<ArrayBuffer>

  /** @param context - the context the analyser belongs to. */
  constructor(context: BaseAudioContext) {
    this.analyser = context.createAnalyser()
    this.analyser.fftSize = 256
    this.#bytes = new Uint8Array(this.analyser.frequencyBinCount)
  }

  /** The spectrum, one byte per bin (a fresh array the caller may keep). */
  frequencyData(): Uint8Array {
    this.analyser.getByteFrequencyData(this.#bytes)
    return this.#bytes.slice()
  }

  /** Loudness from 0 to 1: the mean of the spectrum. */
  volume(): number {
    this.analyser.getByteFrequencyData(this.#bytes)
    let sum = 0
    for (const value of this.#bytes) sum += value
    return this.#bytes.length ? sum / this.#bytes.length / 255 : 0
  }
}
