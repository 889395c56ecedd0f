import { vi } from 'vitest'

/** A promise the test settles by hand. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A microphone track: `stop()` ends it; `end()` is the browser ending it (device gone). */
export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live'
  readonly stop = vi.fn(() => {
    this.readyState = 'ended'
  })

  end(): void {
    this.readyState = 'ended'
    this.dispatchEvent(new Event('ended'))
  }
}

/** A microphone stream of one track. */
export function fakeStream(track = new FakeTrack()) {
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream }
}

const node = () => ({ connect: vi.fn(), disconnect: vi.fn() })

/**
 * Enough of an AudioContext for the engine's input and output paths. `state` changes fire
 * `statechange`; `systemSuspend` is the browser stopping it (a background tab, a phone call).
 */
export class FakeAudioContext extends EventTarget {
  state: AudioContextState | 'interrupted' = 'suspended'
  readonly sampleRate: number
  readonly destination = node()
  readonly audioWorklet: { addModule: (url: string) => Promise<void> }
  /** Whether `resume` succeeds; false is a browser that wants a gesture or is still interrupted. */
  canResume = true
  readonly resume = vi.fn(async () => {
    if (this.state === 'closed') return
    if (!this.canResume) throw new DOMException('Not allowed', 'NotAllowedError')
    this.#change('running')
  })
  readonly close = vi.fn(async () => {
    this.#change('closed')
  })
  setSinkId?: (id: string) => Promise<void>

  constructor(
    options: { sampleRate?: number } = {},
    addModule: (url: string) => Promise<void> = async () => undefined,
  ) {
    super()
    this.sampleRate = options.sampleRate ?? 48_000
    this.audioWorklet = { addModule }
  }

  systemSuspend(state: 'suspended' | 'interrupted' = 'suspended'): void {
    this.#change(state)
  }

  #change(state: FakeAudioContext['state']): void {
    if (this.state === state) return
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }

  createMediaStreamSource() {
    return node()
  }

  createMediaStreamDestination() {
    return { ...node(), stream: { id: 'voice' } }
  }

  createGain() {
    return { ...node(), gain: { value: 1 } }
  }

  /** Every analyser made, oldest first (the output's sits last before the speakers). */
  readonly analysers: ReturnType<typeof node>[] = []

  /** An analyser whose spectrum is a ramp: bin i reads i % 256, so a layout can be checked. */
  createAnalyser() {
    const analyser = {
      ...node(),
      fftSize: 2048,
      get frequencyBinCount(): number {
        return this.fftSize / 2
      },
      getByteFrequencyData: vi.fn((bins: Uint8Array) => {
        for (let index = 0; index < bins.length; index++) bins[index] = index % 256
      }),
    }
    this.analysers.push(analyser)
    return analyser
  }
}

/** An AudioWorkletNode that keeps what it was created with. */
export class FakeWorkletNode {
  readonly port = { onmessage: null, postMessage: vi.fn(), close: vi.fn() }
  readonly connect = vi.fn()
  readonly disconnect = vi.fn()

  constructor(
    readonly context: FakeAudioContext,
    readonly name: string,
    readonly options: AudioWorkletNodeOptions,
  ) {}
}

/**
 * Stubs the browser audio globals: `getUserMedia` answers with `microphone()` (a fresh fake stream
 * by default, or a promise the test holds), and every AudioContext's worklet loads through
 * `addModule` (at once by default). Every context and stream made is recorded.
 */
export function stubAudio(
  settings: {
    microphone?: (constraints: MediaStreamConstraints) => Promise<MediaStream>
    addModule?: (url: string) => Promise<void>
    userAgent?: string
  } = {},
) {
  const contexts: FakeAudioContext[] = []
  const streams: MediaStream[] = []
  const nodes: FakeWorkletNode[] = []
  const modules: string[] = []
  const getUserMedia = vi.fn(
    settings.microphone ??
      (async (_constraints: MediaStreamConstraints) => {
        const { stream } = fakeStream()
        return stream
      }),
  )
  vi.stubGlobal('navigator', {
    userAgent: settings.userAgent ?? 'test',
    mediaDevices: {
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        const stream = await getUserMedia(constraints)
        streams.push(stream)
        return stream
      },
    },
  })
  vi.stubGlobal(
    'AudioContext',
    class extends FakeAudioContext {
      constructor(options?: { sampleRate?: number }) {
        super(options, (url) => {
          modules.push(url)
          return settings.addModule?.(url) ?? Promise.resolve()
        })
        contexts.push(this)
      }
    },
  )
  vi.stubGlobal(
    'AudioWorkletNode',
    class extends FakeWorkletNode {
      constructor(context: FakeAudioContext, name: string, options: AudioWorkletNodeOptions) {
        super(context, name, options)
        nodes.push(this)
      }
    },
  )
  const tracks = () => streams.flatMap((stream) => stream.getTracks() as unknown as FakeTrack[])
  return { contexts, streams, nodes, modules, tracks, getUserMedia }
}
