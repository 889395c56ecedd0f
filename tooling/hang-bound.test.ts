import assert from 'node:assert/strict'
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const workspace = join(import.meta.dirname, '..')

/** Every Vitest config in the workspace's packages and apps (benchmark configs run no tests). */
const configs = globSync('{apps,packages,e2e}/*/vitest*.config.ts', { cwd: workspace }).filter(
  (file) => !file.includes('.bench.'),
)

test('finds the Vitest configs of the workspace', () => {
  assert.ok(configs.length >= 9, `only ${configs.length} found: ${configs.join(', ')}`)
})

test('every Vitest config bounds hangs instead of keeping the 5 s default', () => {
  const unbounded = configs.filter((file) => {
    const source = readFileSync(join(workspace, file), 'utf8')
    const shared =
      source.includes("from '@org/tooling/hang-bound'") && source.includes('...hangBound')
    const own = /testTimeout:/.test(source) && /hookTimeout:/.test(source)
    return !shared && !own
  })
  assert.deepEqual(unbounded, [])
})
