import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'

/** Unit tests beside the code, in Node. */
export default defineConfig({
  ...sourceResolve,
  test: { include: ['src/**/*.test.ts'] },
})
