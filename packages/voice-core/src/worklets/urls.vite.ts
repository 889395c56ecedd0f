// Consumers that type-check this source (through the @org/source condition) need the declaration too.
/// <reference path="./vite-url.d.ts" />
import capture from './capture.ts?worker&url'
import type { WorkletName } from './load'
import playback from './playback.ts?worker&url'

/**
 * Worklet URLs when this package runs from source under Vite (the `@org/source` condition: tests,
 * dev servers and the site's own build). Vite bundles each worklet as a self-contained script.
 */
export const sourceWorkletUrls: Partial<Record<WorkletName, string>> = { capture, playback }
