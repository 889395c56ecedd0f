import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'

/** One file of the widget as the site serves it. */
export interface WidgetFile {
  /** Path under the site's root, without a leading slash. */
  fileName: string
  source: Uint8Array
}

/** The `<kookaburra-voice>` files the site serves, and what the page needs to load them. */
export interface VoiceWidgetBuild {
  /** The script's URL path on the site's own origin. */
  src: string
  /** Its Subresource Integrity value, `sha384-…`. */
  integrity: string
  files: readonly WidgetFile[]
}

/** Subresource Integrity of some bytes: `sha384-` and the base64 digest. */
export function sriHash(source: Uint8Array): string {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`
}

/** The files beside the script that it loads at run time (see the package's README). */
const worklets = ['worklets/capture.js', 'worklets/playback.js']

/**
 * Reads the built `@org/voice-widget` package and lays it out under `widget/<version>/`, the
 * version being the start of the script's digest: a new script gets a new folder, so a cached old
 * copy never meets a new integrity hash, and the worklets stay beside the script that loads them.
 *
 * @throws Error naming the build to run when the package has not been built.
 */
export async function voiceWidgetBuild(from: string = import.meta.url): Promise<VoiceWidgetBuild> {
  const require = createRequire(from)
  const script = require.resolve('@org/voice-widget/kookaburra-voice.js')
  const dir = dirname(script)
  const missing = ['kookaburra-voice.js', ...worklets].filter(
    (name) => !existsSync(join(dir, name)),
  )
  if (missing.length > 0) {
    throw new Error(
      `@org/voice-widget is not built (missing ${missing.join(', ')} in its dist/): run \`pnpm turbo run build --filter web\`, or \`pnpm --filter @org/voice-widget build\` first.`,
    )
  }
  const source = await readFile(script)
  const integrity = sriHash(source)
  const version = createHash('sha256').update(source).digest('hex').slice(0, 12)
  const base = `widget/${version}/`
  // The whole folder: the worklets, the source maps and any chunk the script imports lazily.
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files: WidgetFile[] = []
  for (const entry of entries.filter((found) => found.isFile())) {
    const path = join(entry.parentPath, entry.name)
    const name = relative(dir, path).split(sep).join('/')
    files.push({ fileName: base + name, source: await readFile(path) })
  }
  return { src: `/${base}kookaburra-voice.js`, integrity, files }
}
