import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

/** Unit tests beside the code, in Node. */
export default defineConfig({
  ...sourceResolve,
  test: { ...hangBound, include: ['src/**/*.test.ts'] },
})
