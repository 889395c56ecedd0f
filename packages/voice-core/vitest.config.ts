import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../tooling/source-condition.ts'

export default defineConfig(sourceResolve)
