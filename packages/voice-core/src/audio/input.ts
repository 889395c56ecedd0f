import { onAbort } from '../abort'
import type { AudioFormat } from '../connection'
import { detectPlatform } from '../platform'
import { addWorklet } from '../worklets/load'
import { CAPTURE_PROCESSOR, type CaptureOptions } from '../worklets/protocol'
import { closeContext, createContext } from './context'
import { encodeChunk } from './encode'
import { Level } from './level'

/**
 * Microphone constraints: audio only, with the browser's voice processing on. A chosen device is
 * `exact`; a preferred one (headphones found on iOS) only `ideal`, so its absence is no failure.
 */
export function microphoneConstraints(
  deviceId?: string,
  preferredId?: string,
): MediaStreamConstraints {
  const device = deviceId ? { exact: deviceId } : preferredId ? { ideal: preferredId } : undefined
  return {
    audio: {
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      ...(device ? { deviceId: device } : {}),
    },
  }
}

/** Labels of headphone microphones; "bluetooth" alone could be a speaker, so it is left out. */
const HEADPHONES = /airpod|headphone|earphone|headset/i

/** The first microphone whose label says it belongs to headphones. */
async function headphonesId(): Promise<string | undefined> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices()
    return devices.find((device) => device.kind === 'audioinput' && HEADPHONES.test(device.label))
      ?.deviceId
  } catch {
    // Listing devices is a preference only; the default microphone still works.
    return undefined
  }
}

/** What the microphone path needs to know. */
export interface InputSettings {
  format: AudioFormat
  chunkMs: number
  workletPath?: string
  /** Aborting closes the context at once; the start then fails with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Receives each encoded chunk (PCM 16-bit LE or mu-law bytes). */
  onChunk(bytes: Uint8Array): void
}

/**
 * The microphone path: getUserMedia → AudioContext (at the server's input rate when the browser
 * can connect the microphone to it) → capture worklet → encoded chunks.
 */
export class Input {
  readonly context: AudioContext
  #muted = false
  #onEnded: (() => void) | undefined
  #stream: MediaStream
  #source: MediaStreamAudioSourceNode
  readonly #worklet: AudioWorkletNode
  readonly #level: Level

  private constructor(
    context: AudioContext,
    stream: MediaStream,
    source: MediaStreamAudioSourceNode,
    worklet: AudioWorkletNode,
    level: Level,
  ) {
    this.context = context
    this.#stream = stream
    this.#source = source
    this.#worklet = worklet
    this.#level = level
  }

  /**
   * Asks for the microphone (audio only); the session opens it before connecting. With
   * `preferHeadphones` on iOS and no device chosen, headphones' microphone is preferred.
   */
  static async openMicrophone(deviceId?: string, preferHeadphones = false): Promise<MediaStream> {
    const preferred =
      preferHeadphones && !deviceId && detectPlatform() === 'ios' ? await headphonesId() : undefined
    return navigator.mediaDevices.getUserMedia(microphoneConstraints(deviceId, preferred))
  }

  /** Starts producing chunks from an open microphone stream; stops it on failure. */
  static async create(stream: MediaStream, settings: InputSettings): Promise<Input> {
    let context: AudioContext | undefined
    const stopAbort = onAbort(settings.signal, () => context && void closeContext(context))
    try {
      settings.signal?.throwIfAborted()
      context = createContext(settings.format.sampleRate)
      let source: MediaStreamAudioSourceNode
      try {
        source = context.createMediaStreamSource(stream)
      } catch {
        // Firefox refuses to connect a microphone to a context at another rate: use the
        // device rate and let the worklet resample.
        await closeContext(context)
        context = new AudioContext()
        source = context.createMediaStreamSource(stream)
      }
      await addWorklet(context, 'capture', settings.workletPath)
      settings.signal?.throwIfAborted()
      const options: CaptureOptions = {
        targetRate: settings.format.sampleRate,
        chunkSamples: (settings.format.sampleRate * settings.chunkMs) / 1000,
      }
      const worklet = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
        numberOfInputs: 1,
        numberOfOutputs: 0,
        channelCount: 1,
        channelCountMode: 'explicit',
        processorOptions: options,
      })
      worklet.port.onmessage = (event: MessageEvent<ArrayBuffer>) =>
        settings.onChunk(encodeChunk(new Float32Array(event.data), settings.format.encoding))
      const level = new Level(context)
      source.connect(level.analyser)
      source.connect(worklet)
      if (context.state === 'suspended') await context.resume()
      return new Input(context, stream, source, worklet, level)
    } catch (error) {
      for (const track of stream.getTracks()) track.stop()
      if (context) await closeContext(context)
      throw error
    } finally {
      stopAbort()
    }
  }

  /** Mutes or unmutes: muted input is sent as silence, keeping the server's timing. */
  setMuted(muted: boolean): void {
    this.#muted = muted
    this.#worklet.port.postMessage({ muted })
  }

  /** Whether the microphone is muted. */
  get isMuted(): boolean {
    return this.#muted
  }

  /** Microphone level, 0 to 1. */
  volume(): number {
    return this.#level.volume()
  }

  /** Microphone spectrum. */
  frequencyData(): Uint8Array {
    return this.#level.frequencyData()
  }

  /** Whether the browser has ended a microphone track (permission revoked, device unplugged). */
  get ended(): boolean {
    return this.#stream.getTracks().some((track) => track.readyState === 'ended')
  }

  /**
   * Calls `listener` when the browser ends the microphone (not when the engine stops it), for
   * this device and any switched to later.
   */
  watchEnded(listener: () => void): void {
    this.#onEnded = listener
    this.#listen(this.#stream, true)
  }

  /** Switches to another microphone, keeping the context and worklet. */
  async changeDevice(deviceId?: string, preferHeadphones = false): Promise<void> {
    const stream = await Input.openMicrophone(deviceId, preferHeadphones)
    const source = this.context.createMediaStreamSource(stream)
    this.#source.disconnect()
    this.#stop()
    source.connect(this.#level.analyser)
    source.connect(this.#worklet)
    this.#stream = stream
    this.#source = source
    this.#listen(stream, true)
  }

  /** Stops every track, disconnects every node and closes the context. */
  async close(): Promise<void> {
    this.#stop()
    this.#worklet.port.onmessage = null
    this.#worklet.port.close()
    this.#source.disconnect()
    this.#worklet.disconnect()
    await closeContext(this.context)
  }

  readonly #trackEnded = () => this.#onEnded?.()

  #listen(stream: MediaStream, on: boolean): void {
    for (const track of stream.getTracks()) {
      if (on) track.addEventListener('ended', this.#trackEnded)
      else track.removeEventListener('ended', this.#trackEnded)
    }
  }

  #stop(): void {
    this.#listen(this.#stream, false)
    for (const track of this.#stream.getTracks()) track.stop()
  }
}
