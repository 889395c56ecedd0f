export * from './dsp'
export type { Mode, Status } from './status'
