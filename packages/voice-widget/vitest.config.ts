import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

/** Unit tests beside the code, in Node. */
export default defineConfig({
  ...sourceResolve,
  test: { include: ['src/**/*.test.ts'] },
})
