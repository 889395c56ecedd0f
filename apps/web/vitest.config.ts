import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'

// Unit tests run in Node without the React Router plugin (it would try to build the app).
export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['scripts/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
