// Timing helpers for a shared, busy machine: warm up, then time many short rounds and keep the
// fastest, which is the least disturbed by other processes. Rivals run interleaved, so a burst
// of load elsewhere slows both rather than one.

/** Times each function in interleaved rounds for about `budgetMs`; returns ms per run, fastest. */
export function bestTimes(works: Array<() => void>, budgetMs = 600, minRounds = 7): number[] {
  for (const work of works) {
    const warmUntil = performance.now() + budgetMs / 8
    while (performance.now() < warmUntil) work()
  }
  const best = works.map(() => Infinity)
  const until = performance.now() + budgetMs
  for (let round = 0; round < minRounds || performance.now() < until; round++) {
    works.forEach((work, index) => {
      const start = performance.now()
      work()
      best[index] = Math.min(best[index] as number, performance.now() - start)
    })
  }
  return best
}

/** Times one function; returns ms per run (fastest round). */
export function timePerRun(work: () => void, budgetMs = 400): number {
  return bestTimes([work], budgetMs)[0] as number
}

/** Formats a rate per second with an SI prefix, e.g. `412.3 M`. */
export function perSecond(count: number, ms: number): string {
  const rate = (count * 1000) / ms
  if (rate >= 1e9) return `${(rate / 1e9).toFixed(2)} G`
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(1)} M`
  return `${(rate / 1e3).toFixed(1)} k`
}

/** A verdict for a target. */
export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL'
}

/** Pads table cells to fixed widths. */
export function row(cells: Array<string | number>, widths: number[]): string {
  return cells
    .map((cell, index) => {
      const text = String(cell)
      return index === 0 ? text.padEnd(widths[index] ?? 0) : text.padStart(widths[index] ?? 0)
    })
    .join('  ')
}

/** 16-bit samples that look like speech to a codec: a few tones plus noise, at varied levels. */
export function speechLikePcm(length: number): Int16Array {
  const pcm = new Int16Array(length)
  let seed = 12345
  for (let index = 0; index < length; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    const noise = (seed / 2 ** 32 - 0.5) * 0.1
    const level = 0.2 + 0.7 * Math.abs(Math.sin(index / 4000))
    const tone = Math.sin(index / 7) * 0.6 + Math.sin(index / 23) * 0.3
    pcm[index] = Math.max(-32768, Math.min(32767, Math.round((tone + noise) * level * 32767)))
  }
  return pcm
}
