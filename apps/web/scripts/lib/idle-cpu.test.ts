import { cpus } from 'node:os'
import { describe, expect, it } from 'vitest'
import { busyShare } from './idle-cpu.ts'

describe('the processor busy share', () => {
  it('sees a core kept busy, and is a share between 0 and 1', async () => {
    const quiet = await busyShare(200)
    expect(quiet).toBeGreaterThanOrEqual(0)
    expect(quiet).toBeLessThanOrEqual(1)
    // Keep this thread busy for the whole sample: at least one core's worth of the machine.
    const sample = busyShare(300)
    const until = performance.now() + 320
    while (performance.now() < until) {}
    const busy = await sample
    expect(busy).toBeGreaterThanOrEqual(0.9 / Math.max(1, cpus().length))
  })
})
