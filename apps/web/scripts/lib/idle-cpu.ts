import { cpus } from 'node:os'

/** Busy and total processor time over all cores since boot, in ms. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0
  let total = 0
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq
    total += all
    busy += all - times.idle
  }
  return { busy, total }
}

/** The share of processor time spent busy over `ms`, 0 to 1. */
export async function busyShare(ms: number): Promise<number> {
  const before = cpuTimes()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = cpuTimes()
  const total = after.total - before.total
  return total > 0 ? (after.busy - before.busy) / total : 0
}

/**
 * Waits until the processor is mostly idle (under `maxBusy` busy over a 2 s sample), for at most
 * `timeoutMs`, so a measurement started right after other work (servers shutting down, test
 * browsers closing) does not measure them too. Resolves whether it became idle and after how long.
 */
export async function waitForIdleCpu(
  maxBusy = 0.15,
  timeoutMs = 90_000,
): Promise<{ idle: boolean; seconds: number }> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if ((await busyShare(2000)) <= maxBusy) {
      return { idle: true, seconds: Math.round((performance.now() - started) / 1000) }
    }
  }
  return { idle: false, seconds: Math.round((performance.now() - started) / 1000) }
}
