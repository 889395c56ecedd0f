import { vi } from 'vitest'

/**
 * Retries `check` until it stops throwing. The bound only stops a test that would otherwise hang:
 * it is far above any real wait, because the suite shares a small machine with whole browser
 * suites and vitest's own default (1 s) has failed there while nothing was wrong.
 */
export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 20_000, interval: 10 })
