import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

// Unit tests of the measuring tools the end-to-end tests and the benchmark rely on.
export default defineConfig({
  ...sourceResolve,
  test: {
    ...hangBound,
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
  },
})
