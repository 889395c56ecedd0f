/** Everything one worker's measured rounds produced, accumulated across rounds. */
export type Tally = {
  name: string
  seconds: number
  latenciesMs: number[]
  non2xx: number
  status5xx: number
  errors: number
  timeouts: number
}

/** An empty tally for `name`. */
export function newTally(name: string): Tally {
  return { name, seconds: 0, latenciesMs: [], non2xx: 0, status5xx: 0, errors: 0, timeouts: 0 }
}

/** Nearest-rank percentile (`p` in 0..100) of unsorted samples, in the samples' unit. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}

/** Responses per second over all measured rounds. */
export function requestsPerSecond(tally: Tally): number {
  return tally.latenciesMs.length / tally.seconds
}

/** Prints the tallies as an aligned table. */
export function printTable(tallies: Tally[]): void {
  const header = ['worker', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '5xx', 'errors']
  const lines = tallies.map((t) => [
    t.name,
    String(t.latenciesMs.length),
    requestsPerSecond(t).toFixed(0),
    percentile(t.latenciesMs, 50).toFixed(1),
    percentile(t.latenciesMs, 99).toFixed(1),
    String(t.non2xx),
    String(t.status5xx),
    String(t.errors + t.timeouts),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
}
