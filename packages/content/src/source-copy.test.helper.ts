import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This package's `src/`. */
export const sourceDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * A copy of `src/` without its tests, under `node_modules/.cache/{name}/src`, for a test that adds
 * a file to the sources and imports the copy's modules; `remove` deletes it afterwards.
 */
export function copySources(name: string): { dir: string; remove: () => void } {
  const root = join(sourceDir, '..', 'node_modules', '.cache', name)
  const dir = join(root, 'src')
  rmSync(root, { recursive: true, force: true })
  cpSync(sourceDir, dir, { recursive: true, filter: (source) => !source.endsWith('.test.ts') })
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) }
}
