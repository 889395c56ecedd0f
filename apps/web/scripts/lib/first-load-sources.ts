import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decode } from '@jridgewell/sourcemap-codec'
import { clientDir, sourcemapDir } from './paths.ts'

/** A source map's parts the checks read. */
export interface SourceMap {
  sources: string[]
  mappings: string
}

/**
 * The sources that contribute generated code to a chunk: those at least one mapping segment
 * points at. A source listed in `sources` but mapped by no segment contributed no byte.
 */
export function contributingSources(map: SourceMap): string[] {
  const used = new Set<number>()
  for (const line of decode(map.mappings)) {
    for (const segment of line) {
      // A one-field segment marks generated code that comes from no source.
      if (segment.length !== 1) used.add(segment[1])
    }
  }
  return [...used].sort((a, b) => a - b).map((index) => map.sources[index] ?? `#${index}`)
}

/**
 * Code no page loads by itself: the voice chat's (voice engine, panel, supabase-js) waits for
 * Chat Now, the contact form's validation for its first use, the toast library for the first
 * toast, the dialog behind the phone menu for its first opening.
 */
export const notInFirstLoad = {
  '@org/voice-core': /(^|\/)packages\/voice-core\/|@org\/voice-core\//,
  '@org/voice-react': /(^|\/)packages\/voice-react\/|@org\/voice-react\//,
  '@supabase/supabase-js': /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@supabase\//,
  zod: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//,
  sonner: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?sonner\//,
  '@radix-ui/react-dialog':
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@radix-ui\/react-dialog\//,
} as const

/** Whether the built file at `file` is nothing but `export{…}from"…"` statements. */
export function onlyReExports(file: string): boolean {
  if (!existsSync(file)) return false
  const code = readFileSync(file, 'utf8').trim()
  return /^(export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*)+$/.test(code)
}

/**
 * The workspace and npm sources bundled into the scripts a page fetched, read from the build's
 * source maps (kept beside the build, never deployed).
 */
export function bundledSources(
  scripts: readonly string[],
  mapsDir = sourcemapDir,
  filesDir = clientDir,
): Set<string> {
  const sources = new Set<string>()
  for (const path of scripts) {
    const mapFile = join(mapsDir, `${path}.map`)
    // React Router's generated manifest has no map, nor have Rolldown's own helpers (the chunk
    // the bundler writes when several chunks share them), nor a split route module's stub that
    // only re-exports from the chunk holding the code; none of them bundles any source.
    if (/\/(manifest|rolldown-runtime)-[\w-]+\.js$/.test(path) && !existsSync(mapFile)) continue
    if (!existsSync(mapFile) && onlyReExports(join(filesDir, path))) continue
    if (!existsSync(mapFile)) {
      throw new Error(
        `No source map for ${path}: build with "react-router build --sourcemapClient hidden".`,
      )
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap
    for (const source of contributingSources(map)) sources.add(source)
  }
  return sources
}

/**
 * Phrases that identify an article's body: runs of 40 plain characters (letters, digits, spaces,
 * commas, full stops), which a minifier keeps verbatim inside any string.
 */
export function articleSnippets(texts: readonly string[], count = 6): string[] {
  const snippets: string[] = []
  for (const text of texts) {
    const plain = text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    const run = plain.match(/[A-Za-z0-9 ,.]{40,}/)?.[0]
    if (run) snippets.push(run.trim().slice(0, 40))
    if (snippets.length === count) break
  }
  return snippets
}
