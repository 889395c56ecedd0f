/**
 * Serves the prerendered site (`build/client`) the way Cloudflare's static assets serve it
 * (`wrangler.jsonc`): `/x` → `x/index.html`, trailing slashes and `.html` dropped by redirect,
 * unknown paths → `404.html` with status 404, and every header from the build's `_headers` file
 * (parsed, not copied) and Cloudflare's content types, so tests and audits see what production
 * sends; scripts/check-hosting.ts compares the two. Adds gzip for text.
 *
 *   node scripts/serve.ts [--port 4173] [--host 127.0.0.1] [--root build/client]
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { createHeadersMatcher, parseHeadersFile } from './lib/headers-file.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'build/client' },
  },
})

const root = resolve(values.root)
const headersFile = join(root, '_headers')
const headersFor = createHeadersMatcher(
  parseHeadersFile(
    await readFile(headersFile, 'utf8').catch(() => {
      throw new Error(`${headersFile} is missing: run the build first (pnpm --filter web build).`)
    }),
  ),
)

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
}
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.data',
  '.svg',
  '.txt',
  '.xml',
])
const gzipped = new Map<string, Buffer>()
/** Files the host reads as configuration and never serves. */
const hidden = new Set(['/_headers', '/_redirects'])

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** The file under the root a clean URL path maps to, or undefined; never outside the root. */
async function locate(urlPath: string): Promise<string | undefined> {
  if (hidden.has(urlPath)) return undefined
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '')
  const base = join(root, clean)
  if (base !== root && !base.startsWith(root + sep)) return undefined
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

/**
 * Where a URL's canonical form lives, as `html_handling: "drop-trailing-slash"` answers:
 * `/about/`, `/about/index.html` and `/about.html` all redirect to `/about`.
 */
function canonicalPath(path: string): string | undefined {
  const stripped = path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '')
  const canonical = stripped === '' ? '/' : stripped
  return canonical !== path && (path.endsWith('/') || path.endsWith('.html'))
    ? canonical
    : undefined
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const redirect = canonicalPath(url.pathname)
    if (redirect && (await locate(redirect))) {
      res.writeHead(307, {
        ...Object.fromEntries(headersFor(url.pathname, url.host)),
        location: `${redirect}${url.search}`,
      })
      res.end()
      return
    }
    const found = await locate(url.pathname)
    const file = found ?? join(root, '404.html')
    const ext = extname(file)
    let body: Buffer = await readFile(file)
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=0, must-revalidate',
      etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
      vary: 'accept-encoding',
    }
    for (const [name, value] of headersFor(url.pathname, url.host)) headers[name] = value
    if (found && req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      let zipped = gzipped.get(file)
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 })
        gzipped.set(file, zipped)
      }
      body = zipped
      headers['content-encoding'] = 'gzip'
    }
    res.writeHead(found ? 200 : 404, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Internal server error')
    console.error(error)
  }
})

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} on http://${values.host}:${values.port}`)
})
