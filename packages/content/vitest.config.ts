import { hangBound } from '@org/tooling/hang-bound'
import { sourceResolve } from '@org/tooling/source-condition'
import { defineConfig } from 'vitest/config'

export default defineConfig({ ...sourceResolve, test: { ...hangBound } })
