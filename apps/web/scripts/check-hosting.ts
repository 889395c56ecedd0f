/**
 * Proves `scripts/serve.ts` answers like production: serves the build with it and with Cloudflare's
 * own runtime (`wrangler dev` on `wrangler.jsonc`, workerd, offline), requests every page and the
 * cases that differ between static hosts (trailing slash, `index.html`, unknown path, assets,
 * the `_headers` file itself), and fails on any difference in status, redirect target or the
 * headers the site sets.
 *
 *   node scripts/check-hosting.ts
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './lib/free-port.ts'
import { appDir, clientDir } from './lib/paths.ts'
import { sitemapLocations } from './lib/sitemap.ts'

const compared = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'cache-control',
  'content-type',
  'location',
]

/** Starts a server in its own process group, so stopping it stops its children too. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: appDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  })
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

/** Waits until a server answers, for at most 60 s. */
async function ready(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${origin} exited early.`)
    const answered = await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`${origin} did not answer within 60 s.`)
}

const asset = readdirSync(join(clientDir, 'assets')).find((file) => file.endsWith('.js'))
const paths = [
  ...sitemapLocations(readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')).map(
    (url) => new URL(url).pathname,
  ),
  '/about/',
  '/about/index.html',
  '/index.html',
  '/no-such-page',
  '/blog/no-such-article',
  `/assets/${asset}`,
  '/social/home.png',
  '/favicon.ico',
  '/site.webmanifest',
  '/sitemap.xml',
  '/_headers',
]

async function answer(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  const headers = Object.fromEntries(
    compared.map((name) => [name, response.headers.get(name)?.replace(/,\s*/g, ', ') ?? null]),
  )
  return { status: response.status, headers }
}

const [localPort, workerdPort] = await Promise.all([freePort(), freePort()])
const local = start(process.execPath, ['scripts/serve.ts', '--port', String(localPort)])
const workerd = start(
  process.execPath,
  [
    join(appDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(workerdPort),
    '--log-level',
    'error',
  ],
  { WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: '.wrangler/logs' },
)
const failures: string[] = []
try {
  const localOrigin = `http://127.0.0.1:${localPort}`
  const workerdOrigin = `http://127.0.0.1:${workerdPort}`
  await Promise.all([ready(localOrigin, local), ready(workerdOrigin, workerd)])
  for (const path of paths) {
    const [ours, cloudflare] = await Promise.all([
      answer(localOrigin, path),
      answer(workerdOrigin, path),
    ])
    if (ours.status !== cloudflare.status) {
      failures.push(`${path}: status ${ours.status}, Cloudflare ${cloudflare.status}`)
    }
    for (const name of compared) {
      // Cloudflare redirects carry no content type; ours neither need one.
      if (name === 'content-type' && cloudflare.status >= 300 && cloudflare.status < 400) continue
      if (ours.headers[name] !== cloudflare.headers[name]) {
        failures.push(
          `${path}: ${name} is ${ours.headers[name]}, Cloudflare ${cloudflare.headers[name]}`,
        )
      }
    }
  }
} finally {
  stop(local)
  stop(workerd)
}

if (failures.length > 0) {
  console.error(`scripts/serve.ts answers unlike Cloudflare:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
} else {
  console.log(`serve.ts and Cloudflare's runtime agree on ${paths.length} paths.`)
}
