import { vi } from 'vitest'

/** A stand-in for the AudioWorkletProcessor base class: a port that records what is posted. */
class FakeProcessor {
  readonly port = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    posted: [] as unknown[],
    postMessage(message: unknown) {
      this.posted.push(message)
    },
  }
}

/** A processor instance as the tests drive it. */
export interface TestProcessor {
  port: FakeProcessor['port']
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean
}

type ProcessorClass = new (options: { processorOptions: unknown }) => TestProcessor

/**
 * Loads a worklet module in Node with the AudioWorkletGlobalScope names stubbed, and returns the
 * processor class it registers under `name`. The stubs stay, since processors read `sampleRate`
 * when constructed.
 */
export async function loadProcessor(
  load: () => Promise<unknown>,
  name: string,
  sampleRate: number,
): Promise<ProcessorClass> {
  const registered = new Map<string, ProcessorClass>()
  vi.stubGlobal('sampleRate', sampleRate)
  vi.stubGlobal('AudioWorkletProcessor', FakeProcessor)
  vi.stubGlobal('registerProcessor', (key: string, processor: ProcessorClass) =>
    registered.set(key, processor),
  )
  vi.resetModules()
  await load()
  const processor = registered.get(name)
  if (!processor) throw new Error(`${name} was not registered`)
  return processor
}

/** Sends a message to a processor's port, as the page would. */
export function post(processor: TestProcessor, data: unknown): void {
  processor.port.onmessage?.({ data })
}
