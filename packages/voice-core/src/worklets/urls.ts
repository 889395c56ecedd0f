import type { WorkletName } from './load'

/**
 * Worklet URLs when running from source. Outside this repository's Vite builds (the published
 * package) there are none: the worklets are inline in the bundle instead.
 */
export const sourceWorkletUrls: Partial<Record<WorkletName, string>> = {}
