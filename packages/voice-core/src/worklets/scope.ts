/**
 * The AudioWorkletGlobalScope names the worklets use. TypeScript's DOM library lacks them, and
 * declaring them globally would leak `sampleRate` into page code, so worklets read them from here.
 */
export interface ProcessorBase {
  readonly port: MessagePort
}

/** Options a processor receives from `new AudioWorkletNode(context, name, options)`. */
export interface ProcessorOptions<T> {
  processorOptions: T
}

interface WorkletScope {
  sampleRate: number
  AudioWorkletProcessor: new () => ProcessorBase
  registerProcessor(name: string, processor: unknown): void
}

/** The worklet's global scope (only meaningful inside an AudioWorklet). */
export const scope = globalThis as unknown as WorkletScope
