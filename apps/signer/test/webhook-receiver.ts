import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running webhook receiver. */
export interface WebhookReceiver {
  /** `http://127.0.0.1:PORT`. */
  origin: string
  close(): Promise<void>
}

/**
 * A Slack-style incoming webhook on a real socket. `POST /hook/<name>` takes a JSON post and
 * answers 200; a name starting `down` answers 503 to its first post and 200 after, like a
 * receiver that was briefly unavailable. `GET /__posts?hook=<name>` lists the bodies it took.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const posts = new Map<string, unknown[]>()
  const seen = new Map<string, number>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver')
    if (req.method === 'GET' && url.pathname === '/__posts') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(posts.get(url.searchParams.get('hook') ?? '') ?? []))
      return
    }
    const name = url.pathname.replace(/^\/hook\//, '')
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const count = (seen.get(name) ?? 0) + 1
      seen.set(name, count)
      if (name.startsWith('down') && count === 1) {
        res.writeHead(503).end('unavailable')
        return
      }
      posts.set(name, [...(posts.get(name) ?? []), JSON.parse(body)])
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
