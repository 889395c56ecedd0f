/**
 * Fails when the root README's import graph and the workspace's package.json files disagree,
 * naming each edge or package that differs. Run by `pnpm lint:root`.
 *
 *   node scripts/check-readme-graph.ts
 */
import { readFileSync } from 'node:fs'
import { declaredGraph, drawnGraph, graphDifferences, readManifests } from './readme-graph.ts'

const root = new URL('..', import.meta.url).pathname
const problems = graphDifferences(
  drawnGraph(readFileSync(`${root}README.md`, 'utf8')),
  declaredGraph(readManifests(root)),
)
if (problems.length) {
  console.error(`README.md's import graph differs from the workspace:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log("README.md's import graph matches the workspace's package.json files.")
