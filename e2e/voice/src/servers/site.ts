/**
 * The site under test: a snapshot of the production build (`apps/web/build/client`), served by
 * `wrangler dev` on the site's own `wrangler.jsonc` (workerd's asset server, which applies the
 * build's `_headers`, Content Security Policy included, as the deployed site does). The snapshot keeps a rebuild during the run from changing
 * pages under the tests' feet. The copy holds one file more, the test probe's speaker tap,
 * because the browser loads AudioWorklet modules past the test's request routing; served from
 * the site's own origin, the site's policy (`script-src 'self'`) treats it as its own worklets.
 */
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ServerProcess, startServer } from './process.ts'

const webDir = fileURLToPath(new URL('../../../../apps/web/', import.meta.url))
/** The production build, or another build of the site named by `VOICE_E2E_SITE_DIR`. */
const builtSite = process.env.VOICE_E2E_SITE_DIR || join(webDir, 'build', 'client')

/** Where the built site sends the visitor's browser, read from its Content Security Policy. */
export interface BuiltConnectTargets {
  /** The signer origin the site calls (`VITE_SUPABASE_URL`), e.g. `http://127.0.0.1:8787`. */
  signerOrigin: string
  /** The local demo agent's origin the policy allows, e.g. `ws://127.0.0.1:8788`. */
  agentOrigin: string
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The `connect-src` of the built pages, and from it the local signer and demo agent origins the
 * browser must be pointed at the suite's own servers for.
 *
 * @throws Error when the build was made for hosted servers (then no test may talk to them).
 */
export function connectTargetsOf(headersFile: string): BuiltConnectTargets {
  const sources = new Set<string>()
  for (const match of headersFile.matchAll(/connect-src ([^;\n]+)/g)) {
    for (const source of (match[1] ?? '').trim().split(/\s+/)) sources.add(source)
  }
  const local = (scheme: string) =>
    [...sources].find((source) => {
      try {
        const url = new URL(source)
        return url.protocol === scheme && loopback.has(url.hostname) && url.port !== ''
      } catch {
        return false
      }
    })
  const signerOrigin = local('http:')
  const agentOrigin = local('ws:')
  if (!signerOrigin || !agentOrigin) {
    throw new Error(
      'The voice tests need a site built for the local signer and demo agent (the default ' +
        `VITE_SUPABASE_URL and VITE_VOICE_SOCKET_ORIGINS); its connect-src allows ${[...sources].join(' ')}.`,
    )
  }
  return { signerOrigin, agentOrigin }
}

/** A running copy of the built site. */
export interface Site {
  origin: string
  connect: BuiltConnectTargets
  server: ServerProcess
}

/** A file the tests add to the served copy: its path on the site and its content. */
export interface ExtraFile {
  path: string
  content: string
}

/**
 * Copies the production build to `snapshotDir`, adds `extra` (the probe's tap) and serves it.
 *
 * @throws Error when there is no complete build (`pnpm --filter web build` makes one).
 */
export async function startSite(
  snapshotDir: string,
  port: number,
  extra: ExtraFile,
): Promise<Site> {
  const headers = await readFile(join(builtSite, '_headers'), 'utf8').catch(() => {
    throw new Error(`${builtSite} has no complete build: run \`pnpm --filter web build\` first.`)
  })
  await rm(snapshotDir, { recursive: true, force: true })
  await cp(builtSite, snapshotDir, { recursive: true })
  // A build finishing while it was copied would leave a mix; the headers file is written last.
  if ((await stat(join(snapshotDir, '_headers')).catch(() => undefined)) === undefined) {
    throw new Error('The site was rebuilt while it was copied; run the tests again.')
  }
  const extraFile = join(snapshotDir, extra.path)
  await mkdir(dirname(extraFile), { recursive: true })
  await writeFile(extraFile, extra.content)
  const origin = `http://127.0.0.1:${port}`
  const server = await startServer({
    name: 'the site',
    command: join(webDir, 'node_modules', '.bin', 'wrangler'),
    args: ['dev', '--ip', '127.0.0.1', '--port', String(port), '--assets', snapshotDir],
    cwd: webDir,
    env: {
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: '.wrangler/logs',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
    readyUrl: `${origin}/robots.txt`,
  })
  return { origin, connect: connectTargetsOf(headers), server }
}
