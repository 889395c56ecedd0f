import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { pathToFileURL } from 'node:url'
import { prebundledDependencies } from './prebundle.ts'

const root = mkdtempSync(join(tmpdir(), 'prebundle-'))
after(() => rmSync(root, { recursive: true, force: true }))

/** A consumer folder whose node_modules holds one package with the given manifest. */
function consumerOf(name: string, manifest: object): URL {
  const dir = join(root, 'node_modules', name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, ...manifest }))
  return pathToFileURL(join(root, 'consumer.ts'))
}

test('lists every registry dependency in nested form, in the manifest order', () => {
  const from = consumerOf('@org/kit', {
    dependencies: { clsx: '2.1.1', '@radix-ui/react-dialog': '1.3.1' },
    devDependencies: { vitest: '5.1.0' },
  })
  assert.deepEqual(prebundledDependencies('@org/kit', from), [
    '@org/kit > clsx',
    '@org/kit > @radix-ui/react-dialog',
  ])
})

test('leaves out workspace packages, which are served from source', () => {
  const from = consumerOf('@org/panel', {
    dependencies: { '@org/kit': 'workspace:^', 'lucide-react': '1.75.0' },
  })
  assert.deepEqual(prebundledDependencies('@org/panel', from), ['@org/panel > lucide-react'])
})

test('a package with no dependencies gives an empty list', () => {
  assert.deepEqual(prebundledDependencies('@org/bare', consumerOf('@org/bare', {})), [])
})

test('an unknown package is an error that names it', () => {
  assert.throws(
    () => prebundledDependencies('@org/missing', pathToFileURL(join(root, 'consumer.ts'))),
    /@org\/missing\/package\.json/,
  )
})
