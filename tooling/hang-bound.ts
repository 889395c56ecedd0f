/**
 * Vitest timeouts that bound a hung test or hook and never judge speed. Vitest's 5 s default ran
 * out on a two-core machine busy with the other suites while nothing was wrong (200 simultaneous
 * voice starts in the signer took 5.2 s there), so every package's tests use these instead. A test
 * that needs longer still says so beside itself.
 */
export const hangBound = { testTimeout: 60_000, hookTimeout: 60_000 } as const
