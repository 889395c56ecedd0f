import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'

// Unit tests of the measuring tools the end-to-end tests and the benchmark rely on.
export default defineConfig({
  ...sourceResolve,
  test: { include: ['src/**/*.test.ts', 'bench/**/*.test.ts'], environment: 'node' },
})
