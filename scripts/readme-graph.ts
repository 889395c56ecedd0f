/**
 * The import graph two ways: as the root README's "Imports" section draws it, and as the
 * workspace's package.json files declare it. `check-readme-graph.ts` fails when they disagree.
 *
 * The README draws one edge list per line, `from[, from…] ──► to[, to…]` for dependencies and
 * `··►` for devDependencies, naming packages without their `@org/` scope.
 */
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Edges as `from ──► to` and `from ··► to` strings, so sets compare and print plainly. */
export interface Graph {
  /** What each package needs at run time: `dependencies`, `peerDependencies`, `optionalDependencies`. */
  imports: Set<string>
  /** What each package needs only for its tests and builds: `devDependencies` not in `imports`. */
  devImports: Set<string>
  /** Every package the graph names. */
  packages: Set<string>
}

/** The part of a package.json this module reads. */
export interface Manifest {
  name: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const runtimeArrow = '──►'
const devArrow = '··►'
const heading = '### Imports'

/** A package's name as the README writes it: without the `@org/` scope. */
export const shortName = (name: string) => name.replace(/^@org\//, '')

const emptyGraph = (): Graph => ({ imports: new Set(), devImports: new Set(), packages: new Set() })

/**
 * The graph the README draws: every edge line in its `### Imports` section.
 *
 * @throws when the section is missing or a line in one of its code blocks is not an edge line.
 */
export function drawnGraph(markdown: string): Graph {
  const lines = markdown.split('\n')
  const start = lines.indexOf(heading)
  if (start < 0) throw new Error(`README.md has no "${heading}" section`)
  const graph = emptyGraph()
  let inBlock = false
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break
    if (line.startsWith('```')) {
      inBlock = !inBlock
      continue
    }
    if (!inBlock || line.trim() === '') continue
    const match = /^(.+?)\s+(──►|··►)\s+(.+)$/.exec(line.trim())
    const list = (text: string) => text.split(',').map((name) => name.trim())
    const from = match?.[1] ? list(match[1]) : []
    const to = match?.[3] ? list(match[3]) : []
    if (![...from, ...to].every((name) => /^[a-z][a-z0-9-]*$/.test(name)) || !from.length)
      throw new Error(`README.md "${heading}": not an edge line: ${line.trim()}`)
    const edges = match?.[2] === runtimeArrow ? graph.imports : graph.devImports
    for (const a of from) {
      graph.packages.add(a)
      for (const b of to) {
        graph.packages.add(b)
        edges.add(`${a} ${match?.[2]} ${b}`)
      }
    }
  }
  return graph
}

/** Names of the workspace packages a dependency map points at (`workspace:` ranges). */
const workspaceNames = (deps: Record<string, string> | undefined) =>
  Object.entries(deps ?? {})
    .filter(([, range]) => range.startsWith('workspace:'))
    .map(([name]) => shortName(name))

/** The graph the manifests declare, with edges only between workspace packages. */
export function declaredGraph(manifests: Manifest[]): Graph {
  const graph = emptyGraph()
  for (const manifest of manifests) {
    const from = shortName(manifest.name)
    graph.packages.add(from)
    const runtime = new Set([
      ...workspaceNames(manifest.dependencies),
      ...workspaceNames(manifest.peerDependencies),
      ...workspaceNames(manifest.optionalDependencies),
    ])
    for (const to of runtime) graph.imports.add(`${from} ${runtimeArrow} ${to}`)
    for (const to of workspaceNames(manifest.devDependencies))
      if (!runtime.has(to)) graph.devImports.add(`${from} ${devArrow} ${to}`)
  }
  return graph
}

/** Every way the drawn graph differs from the declared one, one sentence each; empty when they agree. */
export function graphDifferences(drawn: Graph, declared: Graph): string[] {
  const problems: string[] = []
  for (const kind of ['imports', 'devImports'] as const) {
    for (const edge of drawn[kind])
      if (!declared[kind].has(edge)) problems.push(`drawn but not declared: ${edge}`)
    for (const edge of declared[kind])
      if (!drawn[kind].has(edge)) problems.push(`declared but not drawn: ${edge}`)
  }
  for (const name of drawn.packages)
    if (!declared.packages.has(name)) problems.push(`drawn but not a workspace package: ${name}`)
  for (const name of declared.packages)
    if (!drawn.packages.has(name)) problems.push(`a workspace package the README omits: ${name}`)
  return problems
}

/** The package folder patterns of `pnpm-workspace.yaml` (its `packages:` list). */
export function workspacePatterns(yaml: string): string[] {
  const lines = yaml.split('\n')
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line))
  if (start < 0) throw new Error('pnpm-workspace.yaml has no packages: list')
  const patterns: string[] = []
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line)
    if (item?.[1]) patterns.push(item[1])
    else if (/^\S/.test(line)) break
  }
  return patterns
}

/** The manifest of every workspace package under `root`, the root's own excluded. */
export function readManifests(root: string): Manifest[] {
  const patterns = workspacePatterns(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'))
  return patterns
    .flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: root }))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest)
}
