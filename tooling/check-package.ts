#!/usr/bin/env node
/**
 * The publish gate of one package, run from its folder by its `check:package` script:
 * `publint --strict`, `attw` against the tarball `pnpm pack` makes (what publish would upload,
 * `workspace:` ranges replaced), then the `size-limit` budget. Packing here rather than with
 * `attw --pack` keeps npm from writing logs and cache outside the repository.
 *
 *   check-package [attw options...]
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })

const packDir = join('node_modules', '.cache', 'check-package')
rmSync(packDir, { recursive: true, force: true })

run('publint', ['--strict'])

const packed = execFileSync('pnpm', ['pack', '--json', '--pack-destination', packDir], {
  encoding: 'utf8',
})
const { filename } = JSON.parse(packed) as { filename: string }
try {
  run('attw', [filename, '--format', 'table-flipped', ...process.argv.slice(2)])
} finally {
  rmSync(packDir, { recursive: true, force: true })
}

run('size-limit', [])
