import type { TrailEntry } from './page/probe.ts'

/** The status words of a trail, each run of repeats counted once. */
export function statusWords(trail: readonly TrailEntry[]): string[] {
  const words: string[] = []
  for (const entry of trail) {
    if (entry.kind === 'status' && entry.text !== words.at(-1)) words.push(entry.text)
  }
  return words
}

/** Whether `expected` appears within `words` in order, other words allowed between. */
export function inOrder(words: readonly string[], expected: readonly string[]): boolean {
  let next = 0
  for (const word of words) if (word === expected[next]) next++
  return next === expected.length
}

/** The toasts of a trail (title and description run together, as the page shows them). */
export function toastTexts(trail: readonly TrailEntry[]): string[] {
  return trail.filter((entry) => entry.kind === 'toast').map((entry) => entry.text)
}
