import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

// Unit tests run in Node without the React Router plugin (it would try to build the app).
export default defineConfig({
  ...sourceResolve,
  test: {
    ...hangBound,
    include: ['scripts/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
