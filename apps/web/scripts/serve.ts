/**
 * Serves the prerendered site (`build/client`) the way a static host would:
 * `/x` → `x/index.html`, assets as files, anything else → the SPA fallback with status 404,
 * gzip for text. `vite preview` cannot do this for a prerendered build.
 *
 *   node scripts/serve.ts [--port 4173] [--host 127.0.0.1] [--root build/client]
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'build/client' },
  },
})

const root = resolve(values.root)
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml'])
const gzipped = new Map<string, Buffer>()

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** The file a URL path maps to, or undefined; never a file outside the root. */
async function locate(urlPath: string): Promise<string | undefined> {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '')
  const base = join(root, clean)
  if (base !== root && !base.startsWith(root + sep)) return undefined
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const found = await locate(url.pathname)
    const file = found ?? join(root, '__spa-fallback.html')
    const ext = extname(file)
    let body: Buffer = await readFile(file)
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
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
