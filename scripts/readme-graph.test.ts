import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import {
  declaredGraph,
  drawnGraph,
  graphDifferences,
  type Manifest,
  readManifests,
  workspacePatterns,
} from './readme-graph.ts'

const fence = '```'

/** A README whose `### Imports` section holds the given code blocks. */
const readme = (...blocks: string[]) =>
  [
    '# Project',
    '### Imports',
    'Prose between blocks is ignored.',
    ...blocks.map((block) => `${fence}text\n${block}\n${fence}`),
    '### Runtime calls',
    `${fence}text\nbrowser ──► signer ──► agent\n${fence}`,
  ].join('\n')

const manifests: Manifest[] = [
  { name: '@org/ui', devDependencies: { '@org/tooling': 'workspace:*', vitest: '5.1.0' } },
  {
    name: 'web',
    dependencies: { '@org/ui': 'workspace:^', react: '19.3.1' },
    devDependencies: { '@org/tooling': 'workspace:*', '@org/ui': 'workspace:^' },
  },
  { name: '@org/tooling' },
]

const matching = readme('web ──► ui', 'ui, web ··► tooling')

test('reads one edge per pair of a line, both kinds of arrow, and stops at the next heading', () => {
  const graph = drawnGraph(readme('web, storybook ──► ui, content', 'signer ··► voice-core'))
  assert.deepEqual(
    [...graph.imports],
    ['web ──► ui', 'web ──► content', 'storybook ──► ui', 'storybook ──► content'],
  )
  assert.deepEqual([...graph.devImports], ['signer ··► voice-core'])
  assert.deepEqual([...graph.packages].sort(), [
    'content',
    'signer',
    'storybook',
    'ui',
    'voice-core',
    'web',
  ])
})

test('declares workspace edges only, drops the scope, and counts a dev edge once', () => {
  const graph = declaredGraph(manifests)
  assert.deepEqual([...graph.imports], ['web ──► ui'])
  assert.deepEqual([...graph.devImports], ['ui ··► tooling', 'web ··► tooling'])
  assert.deepEqual([...graph.packages], ['ui', 'web', 'tooling'])
})

test('a drawing that matches the manifests has no differences', () => {
  assert.deepEqual(graphDifferences(drawnGraph(matching), declaredGraph(manifests)), [])
})

test('names each edge drawn but not declared, and each declared but not drawn', () => {
  const drawn = drawnGraph(readme('web ──► ui, tooling', 'ui ··► tooling'))
  assert.deepEqual(graphDifferences(drawn, declaredGraph(manifests)), [
    'drawn but not declared: web ──► tooling',
    'declared but not drawn: web ··► tooling',
  ])
})

test('a dependency drawn with the wrong arrow is a difference', () => {
  const drawn = drawnGraph(readme('web ··► ui', 'ui, web ··► tooling'))
  assert.deepEqual(graphDifferences(drawn, declaredGraph(manifests)), [
    'declared but not drawn: web ──► ui',
    'drawn but not declared: web ··► ui',
  ])
})

test('names packages drawn that do not exist and packages the drawing leaves out', () => {
  const extra = [...manifests, { name: '@org/content' }]
  const drawn = drawnGraph(readme('web ──► ui', 'ui, web ··► tooling', 'agent ··► tooling'))
  assert.deepEqual(graphDifferences(drawn, declaredGraph(extra)), [
    'drawn but not declared: agent ··► tooling',
    'drawn but not a workspace package: agent',
    'a workspace package the README omits: content',
  ])
})

test('a README without the section, or with a line that is not an edge, is an error', () => {
  assert.throws(() => drawnGraph('# Project\n'), /no "### Imports" section/)
  assert.throws(() => drawnGraph(readme('web imports ui')), /not an edge line: web imports ui/)
  assert.throws(() => drawnGraph(readme('Web ──► UI')), /not an edge line: Web ──► UI/)
})

test('reads the package patterns of pnpm-workspace.yaml and nothing after the list', () => {
  const yaml = 'packages:\n  - apps/*\n  - "tooling"\n\nallowBuilds:\n  - not-a-package\n'
  assert.deepEqual(workspacePatterns(yaml), ['apps/*', 'tooling'])
  assert.throws(() => workspacePatterns('allowBuilds: {}\n'), /no packages: list/)
})

test('reads the manifest of every package the patterns match', () => {
  const root = mkdtempSync(join(tmpdir(), 'readme-graph-'))
  after(() => rmSync(root, { recursive: true, force: true }))
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n  - tooling\n')
  writeFileSync(join(root, 'package.json'), '{ "name": "root" }')
  for (const [dir, name] of [
    ['apps/web', 'web'],
    ['apps/signer', 'signer'],
    ['tooling', '@org/tooling'],
  ] as const) {
    mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name }))
  }
  mkdirSync(join(root, 'apps/notes'))
  assert.deepEqual(
    readManifests(root).map((manifest) => manifest.name),
    ['signer', 'web', '@org/tooling'],
  )
})
