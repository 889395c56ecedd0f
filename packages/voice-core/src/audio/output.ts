import type { AudioFormat } from '../connection'
import {
  PLAYBACK_PROCESSOR,
  type PlaybackCommand,
  type PlaybackOptions,
  type PlaybackReport,
} from '../worklets/protocol'
import { closeContext } from './context'
import { Level } from './level'

/** Interruption fade to silence (docs/constants.md#voice). */
export const INTERRUPTION_FADE_MS = 2000

/** What the playback path needs to know. */
export interface OutputSettings {
  /** The context to play in, created (and resumed) by the start while the user's tap counts. */
  context: AudioContext
  format: AudioFormat
  jitterMs: number
  /** A speaker to route to; only given where `canChooseDevice` says the browser can. */
  deviceId?: string | undefined
  /** The playback worklet module loading into `context`, begun when the start began. */
  module: Promise<void>
  /** Reports from the playback worklet, with the queue depth converted to milliseconds. */
  onReport(type: PlaybackReport['type'], depthMs: number): void
}

type SinkContext = AudioContext & { setSinkId?: (id: string) => Promise<void> }

/** Whether an `<audio>` element can choose its speaker (Firefox, Safari, Chromium). */
const elementCanChooseDevice = () => !!globalThis.HTMLMediaElement?.prototype.setSinkId

/** The agent's voice: playback worklet → volume → analyser → speakers. */
export class Output {
  readonly context: AudioContext
  readonly #worklet: AudioWorkletNode
  readonly #gain: GainNode
  readonly #level: Level
  #onIdle: (() => void) | undefined
  /** The `<audio>` element the voice plays through, once a speaker only it can choose was chosen. */
  #element: HTMLAudioElement | undefined

  private constructor(
    context: AudioContext,
    worklet: AudioWorkletNode,
    gain: GainNode,
    level: Level,
  ) {
    this.context = context
    this.#worklet = worklet
    this.#gain = gain
    this.#level = level
  }

  /**
   * An AudioContext for the agent's voice, created and resumed at once. Call it in the same task
   * as the user's tap: iOS Safari plays nothing from a context first resumed outside a gesture.
   */
  static unlockContext(): AudioContext {
    const context = new AudioContext()
    context.resume().catch(() => undefined)
    return context
  }

  /**
   * Whether this browser can route the voice to a chosen speaker: `AudioContext.setSinkId`, else
   * an `<audio>` element's.
   */
  static canChooseDevice(context: AudioContext): boolean {
    return !!(context as SinkContext).setSinkId || elementCanChooseDevice()
  }

  /** Wires up the playback worklet once its module has loaded; closes the context on failure. */
  static async create(settings: OutputSettings): Promise<Output> {
    const { context } = settings
    try {
      await settings.module
      const options: PlaybackOptions = {
        sourceRate: settings.format.sampleRate,
        encoding: settings.format.encoding,
        jitterMs: settings.jitterMs,
        fadeMs: INTERRUPTION_FADE_MS,
      }
      const worklet = new AudioWorkletNode(context, PLAYBACK_PROCESSOR, {
        numberOfInputs: 0,
        numberOfOutputs: 1,
        outputChannelCount: [1],
        processorOptions: options,
      })
      const gain = context.createGain()
      const level = new Level(context)
      worklet.connect(gain)
      gain.connect(level.analyser)
      level.analyser.connect(context.destination)
      const output = new Output(context, worklet, gain, level)
      worklet.port.onmessage = ({ data }: MessageEvent<PlaybackReport>) => {
        if (data.type === 'idle') output.#onIdle?.()
        settings.onReport(data.type, (data.depth / context.sampleRate) * 1000)
      }
      if (settings.deviceId) await output.changeDevice(settings.deviceId)
      // Not awaited: without a user gesture the promise may wait for one.
      context.resume().catch(() => undefined)
      return output
    } catch (error) {
      await closeContext(context)
      throw error
    }
  }

  /**
   * Queues one agent audio event: the whole buffer of its raw bytes in the server's output
   * format. The buffer moves to the audio thread without a copy; the caller must not use it again.
   */
  enqueue(bytes: ArrayBuffer, eventId: number): void {
    this.#post({ type: 'audio', bytes, eventId }, [bytes])
  }

  /** Drops queued audio older than `eventId` and fades out what is playing. */
  interrupt(eventId: number): void {
    this.#post({ type: 'interrupt', eventId })
  }

  /**
   * Resolves once everything queued so far has played (at once when nothing is queued). One
   * caller at a time: the session's goodbye.
   */
  drain(): Promise<void> {
    return new Promise((resolve) => {
      this.#onIdle = resolve
      this.#post({ type: 'drain' })
    })
  }

  /** Output volume, clamped to 0–1. */
  setVolume(volume: number): void {
    this.#gain.gain.value = Math.min(1, Math.max(0, volume))
  }

  /** Agent voice level, 0 to 1. */
  volume(): number {
    return this.#level.volume()
  }

  /** Agent voice spectrum. */
  frequencyData(): Uint8Array {
    return this.#level.frequencyData()
  }

  /**
   * Routes the output to another speaker: with `AudioContext.setSinkId` where the browser has it,
   * else through an `<audio>` element playing the voice (Firefox, Safari), whose speaker can be
   * chosen. The element costs a little latency, so it is used only once a speaker is chosen.
   *
   * @throws Error when the browser cannot choose an output device; the browser's error when the
   *   device is refused (the voice then stays where it was).
   */
  async changeDevice(deviceId: string): Promise<void> {
    const context = this.context as SinkContext
    if (context.setSinkId) return context.setSinkId(deviceId)
    if (!elementCanChooseDevice()) {
      throw new Error('This browser cannot choose the audio output device.')
    }
    if (this.#element) return this.#element.setSinkId(deviceId)
    const destination = this.context.createMediaStreamDestination()
    const element = new Audio()
    element.srcObject = destination.stream
    const analyser = this.#level.analyser
    // Chosen before any sound goes there; a refused device leaves the voice where it was.
    await element.setSinkId(deviceId)
    analyser.connect(destination)
    try {
      await element.play()
    } catch (error) {
      // The voice stays where it was; the element, never attached, is dropped.
      analyser.disconnect(destination)
      throw error
    }
    analyser.disconnect(this.context.destination)
    this.#element = element
  }

  /** Disconnects every node and closes the context. */
  async close(): Promise<void> {
    this.#element?.pause()
    if (this.#element) this.#element.srcObject = null
    this.#worklet.port.onmessage = null
    this.#worklet.port.close()
    this.#worklet.disconnect()
    this.#gain.disconnect()
    await closeContext(this.context)
  }

  #post(command: PlaybackCommand, transfer: Transferable[] = []): void {
    this.#worklet.port.postMessage(command, transfer)
  }
}
