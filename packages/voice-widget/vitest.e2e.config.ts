import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

/**
 * The built widget in Chromium (`pnpm e2e`, after `build`). Every server listens on a free port,
 * so these runs need no port lock. The timeouts bound a hung run; no verdict depends on them.
 */
export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
