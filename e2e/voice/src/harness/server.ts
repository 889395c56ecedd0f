/**
 * Serves the built harness pages, the probe's speaker tap, and the clock the benchmark aligns
 * the page's timestamps with (`GET /clock`: this process's `performance.timeOrigin + now()`).
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** A running harness server. */
export interface HarnessServer {
  origin: string
  close(): Promise<void>
}

/** Serves `dir`, plus `extra` files by path (the tap), on a free port of 127.0.0.1. */
export async function serveHarness(
  dir: string,
  extra: Record<string, string>,
): Promise<HarnessServer> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/clock') {
      response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      response.end(String(performance.timeOrigin + performance.now()))
      return
    }
    const body =
      extra[path] ??
      (await readFile(join(dir, normalize(path).replace(/^([/\\])+/, ''))).catch(() => undefined))
    if (body === undefined) {
      response.writeHead(404)
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
