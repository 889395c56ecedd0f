/**
 * A static server for the browser tests: every answer carries a strict Content Security Policy,
 * and it plays the signer (`POST /functions/v1/elevenlabs-signed-url` → `{ signed_url }`) for a
 * demo agent, so a page it serves runs a whole session with nothing else.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

/** The policy the tests hold pages to: nothing inline or foreign runs; the agent's socket only. */
export function strictPolicy(agentOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline styles only: Radix's scroll lock writes a <style> measured in the browser.
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${agentOrigin}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** What the server serves. */
export interface CspServerOptions {
  /** URL path prefix → folder, e.g. `{ '/': dist }`; the longest prefix wins. */
  mounts: Record<string, string>
  /** The Content-Security-Policy header. */
  policy: string
  /** Answers the signer's request with a URL for this agent id. */
  signUrl: (agentId: string) => string
}

/** A running server; `close` stops it. */
export interface CspServer {
  origin: string
  /** Paths requested so far, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Starts the server on a free loopback port. */
export async function startCspServer(options: CspServerOptions): Promise<CspServer> {
  const requests: string[] = []
  const prefixes = Object.keys(options.mounts).sort((a, b) => b.length - a.length)
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    requests.push(path)
    response.setHeader('content-security-policy', options.policy)
    if (path === '/functions/v1/elevenlabs-signed-url' && request.method === 'POST') {
      let body = ''
      for await (const chunk of request) body += chunk
      const agentId = (JSON.parse(body || '{}') as { agentId?: string }).agentId ?? ''
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ signed_url: options.signUrl(agentId) }))
      return
    }
    const prefix = prefixes.find((candidate) => path.startsWith(candidate))
    const folder = prefix === undefined ? undefined : options.mounts[prefix]
    const relative = prefix === undefined ? '' : path.slice(prefix.length)
    const file =
      folder &&
      normalize(
        join(folder, relative.endsWith('/') || !relative ? `${relative}/index.html` : relative),
      )
    if (!file || !folder || !file.startsWith(normalize(folder + sep))) {
      response.statusCode = 404
      response.end('Not found')
      return
    }
    const found = await stat(file).catch(() => undefined)
    if (!found?.isFile()) {
      response.statusCode = 404
      response.end('Not found')
      return
    }
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
