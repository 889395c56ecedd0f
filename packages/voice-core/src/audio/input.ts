import { onAbort } from '../abort'
import type { AudioFormat } from '../connection'
import { detectPlatform } from '../platform'
import { preloadWorklet } from '../worklets/load'
import {
  CAPTURE_PROCESSOR,
  type CaptureCommand,
  type CaptureFormat,
  type CaptureHeldReport,
} from '../worklets/protocol'
import { closeContext, createContext } from './context'
import { Level } from './level'

/**
 * The rate the capture context is made at before the agent names its input format: the
 * service's usual 16 kHz. For any other rate the capture worklet resamples.
 */
export const EXPECTED_INPUT_RATE = 16_000

/**
 * Microphone audio held from the grant until the agent is ready, then sent: the latest 3 s.
 * A visitor who starts talking at once loses no words; anything older than that is dropped
 * (the agent would hear a long monologue at once, and a stale one).
 */
export const PRE_CONNECT_HOLD_MS = 3000

/**
 * Microphone constraints: audio only, at 16 kHz where the device allows, with the browser's voice
 * processing on unless `extra` (the
 * integrator's `audioConstraints`, such as `voiceIsolation`) says otherwise. A chosen device is
 * `exact` and wins over any in `extra`; a preferred one (headphones found on iOS) only `ideal`,
 * so its absence is no failure.
 */
export function microphoneConstraints(
  deviceId?: string,
  preferredId?: string,
  extra?: MediaTrackConstraints,
): MediaStreamConstraints {
  const device = deviceId ? { exact: deviceId } : preferredId ? { ideal: preferredId } : undefined
  return {
    audio: {
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      // At the capture context's own rate, the browser need not resample (and buffer) the
      // microphone between the track and the context: a turn's last words arrive sooner.
      sampleRate: { ideal: EXPECTED_INPUT_RATE },
      ...extra,
      ...(device ? { deviceId: device } : {}),
    },
  }
}

/** Labels of headphone microphones; "bluetooth" alone could be a speaker, so it is left out. */
/** Stops every track of a microphone stream. */
export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop()
}

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

/** What the microphone path needs to know once the agent has named its input format. */
export interface InputSettings {
  format: AudioFormat
  chunkMs: number
  /** Aborting closes the context at once; the start then fails with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Receives each chunk, already encoded (PCM 16-bit LE or mu-law bytes). */
  onChunk(bytes: Uint8Array): void
  /** Told how much audio from before the connection was sent, and how much was dropped. */
  onHeld?(report: CaptureHeldReport): void
}

/**
 * A capture context made as soon as the microphone is granted: the microphone connected to it,
 * its worklet module loading and the context starting, all while the socket connects.
 */
export interface CaptureSetup {
  stream: MediaStream
  context: AudioContext
  source: MediaStreamAudioSourceNode
  module: Promise<void>
  running: Promise<void>
  /**
   * The capture node, made as soon as its module loaded: it holds the microphone's audio until
   * the agent names its format.
   */
  node: Promise<AudioWorkletNode>
  /** The integrator's `audioConstraints`, asked for again when the microphone changes. */
  constraints?: MediaTrackConstraints | undefined
}

/**
 * The microphone path: getUserMedia → AudioContext (at the server's input rate when the browser
 * can connect the microphone to it) → capture worklet → encoded chunks.
 */
export class Input {
  readonly context: AudioContext
  #muted = false
  #constraints: MediaTrackConstraints | undefined
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
    constraints: MediaTrackConstraints | undefined,
  ) {
    this.context = context
    this.#stream = stream
    this.#source = source
    this.#worklet = worklet
    this.#level = level
    this.#constraints = constraints
  }

  /**
   * Asks for the microphone (audio only); the session opens it before connecting. With
   * `preferHeadphones` on iOS and no device chosen, headphones' microphone is preferred;
   * `constraints` are merged in (see `microphoneConstraints`).
   */
  static async openMicrophone(
    deviceId?: string,
    preferHeadphones = false,
    constraints?: MediaTrackConstraints,
  ): Promise<MediaStream> {
    const preferred =
      preferHeadphones && !deviceId && detectPlatform() === 'ios' ? await headphonesId() : undefined
    return navigator.mediaDevices.getUserMedia(
      microphoneConstraints(deviceId, preferred, constraints),
    )
  }

  /**
   * Begins the capture path for an open microphone, before the agent's input format is known.
   *
   * @throws the browser's error when the microphone cannot be connected to any context (the
   *   context made for it is closed first).
   */
  static prepare(
    stream: MediaStream,
    workletPath?: string,
    constraints?: MediaTrackConstraints,
  ): CaptureSetup {
    let context = createContext(EXPECTED_INPUT_RATE)
    let source: MediaStreamAudioSourceNode
    try {
      source = context.createMediaStreamSource(stream)
    } catch {
      // Firefox refuses to connect a microphone to a context at another rate: use the
      // device rate and let the worklet resample.
      void closeContext(context)
      context = new AudioContext()
      try {
        source = context.createMediaStreamSource(stream)
      } catch (error) {
        void closeContext(context)
        throw error
      }
    }
    // The microphone is granted, so the context may start now, ahead of the first chunk.
    const running = context.state === 'suspended' ? context.resume() : Promise.resolve()
    running.catch(() => undefined)
    const module = preloadWorklet(context, 'capture', workletPath)
    const node = module.then(() => {
      const worklet = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
        numberOfInputs: 1,
        numberOfOutputs: 0,
        channelCount: 1,
        channelCountMode: 'explicit',
        processorOptions: { holdMs: PRE_CONNECT_HOLD_MS },
      })
      source.connect(worklet)
      return worklet
    })
    node.catch(() => undefined)
    return { stream, context, source, module, running, node, constraints }
  }

  /**
   * Starts producing chunks in the agent's input format once the worklet has loaded; on failure
   * stops the microphone and closes the context.
   */
  static async create(setup: CaptureSetup, settings: InputSettings): Promise<Input> {
    const { stream, context, source } = setup
    const stopAbort = onAbort(settings.signal, () => void closeContext(context))
    try {
      settings.signal?.throwIfAborted()
      const worklet = await setup.node
      settings.signal?.throwIfAborted()
      const format: CaptureFormat = {
        targetRate: settings.format.sampleRate,
        chunkSamples: (settings.format.sampleRate * settings.chunkMs) / 1000,
        encoding: settings.format.encoding,
      }
      worklet.port.onmessage = ({ data }: MessageEvent<ArrayBuffer | CaptureHeldReport>) => {
        if (data instanceof ArrayBuffer) settings.onChunk(new Uint8Array(data))
        else settings.onHeld?.(data)
      }
      worklet.port.postMessage({ format } satisfies CaptureCommand)
      const level = new Level(context)
      source.connect(level.analyser)
      await setup.running
      return new Input(context, stream, source, worklet, level, setup.constraints)
    } catch (error) {
      stopTracks(stream)
      await closeContext(context)
      throw error
    } finally {
      stopAbort()
    }
  }

  /** Mutes or unmutes: muted input is sent as silence, keeping the server's timing. */
  setMuted(muted: boolean): void {
    this.#muted = muted
    this.#worklet.port.postMessage({ muted } satisfies CaptureCommand)
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
    const stream = await Input.openMicrophone(deviceId, preferHeadphones, this.#constraints)
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
    stopTracks(this.#stream)
  }
}
