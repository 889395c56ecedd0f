/**
 * A fake ElevenLabs signed-URL endpoint on a real socket, for pointing the signer at with
 * `ELEVENLABS_API_ORIGIN` (in workerd tests, or `wrangler dev --var ELEVENLABS_API_ORIGIN:...`).
 * It checks `xi-api-key` like the real service (`FAKE_UPSTREAM_API_KEY` by default), then answers by
 * the agent id's scenario: the part before the first `_` (`ok_1`, `missing_ab`; see `fakeAgent`),
 * so each test can use its own id.
 *
 * | scenario       | answer                                                             |
 * | -------------- | ------------------------------------------------------------------ |
 * | `ok`           | 200 `{ signed_url: "wss://…" }`                                    |
 * | wrong key      | 401 with a body that quotes the key                                 |
 * | `missing`      | 404 (any unknown scenario too)                                     |
 * | `error`        | 503 with a stack trace                                             |
 * | `busy`         | 429                                                                |
 * | `hang`         | nothing at all                                                     |
 * | `drop`         | the connection is cut before any answer                            |
 * | `stall`        | 200 headers and the start of a body, then nothing                  |
 * | `garbage`      | 200 with an HTML page                                              |
 * | `huge`         | 200 with a streamed body of 200 MiB (no Content-Length)            |
 * | `hugedeclared` | 200 with `Content-Length` of 200 MiB                               |
 * | `redirect`     | 302 to `/collect` on `localhost` (another host than `127.0.0.1`)   |
 * | `evilhost`     | 200 with a `wss:` signed_url on another host                       |
 * | `plainws`      | 200 with an unencrypted `ws:` signed_url on the right host         |
 * | `userinfo`     | 200 with `wss://api.elevenlabs.io@evil.example/…`                  |
 *
 * `GET /__requests?agent=ID` lists what it received for an agent, redirects followed included.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FAKE_UPSTREAM_API_KEY } from './fake-upstream-agents.ts'

/** What the fake saw of one request. */
export interface FakeUpstreamRequest {
  path: string
  agentId: string
  /** Whether the request carried the API key (the one thing a redirect must never leak). */
  carriedKey: boolean
  /** Whether the signer asked for a single-use signature (`include_conversation_id=true`). */
  singleUse: boolean
  /** Bytes of body sent before the signer stopped reading (streamed scenarios). */
  bytesSent: number
  /** Whether the signer closed the connection before the answer was complete. */
  closedEarly: boolean
}

/** A running fake upstream. */
export interface FakeUpstream {
  /** `http://127.0.0.1:PORT`: the value for `ELEVENLABS_API_ORIGIN`. */
  origin: string
  requests: FakeUpstreamRequest[]
  close(): Promise<void>
}

const HUGE_BYTES = 200 * 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 0x20)

/** Starts the fake on 127.0.0.1 (a free port unless `port` is given). */
export async function startFakeUpstream({
  apiKey = FAKE_UPSTREAM_API_KEY,
  port = 0,
}: {
  apiKey?: string
  port?: number
} = {}): Promise<FakeUpstream> {
  const requests: FakeUpstreamRequest[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (url.pathname === '/__requests') {
      const agent = url.searchParams.get('agent')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(requests.filter((request) => request.agentId === agent)))
      return
    }
    const agentId = url.searchParams.get('agent_id') ?? ''
    const record: FakeUpstreamRequest = {
      path: url.pathname,
      agentId,
      carriedKey: req.headers['xi-api-key'] !== undefined,
      singleUse: url.searchParams.get('include_conversation_id') === 'true',
      bytesSent: 0,
      closedEarly: false,
    }
    requests.push(record)
    res.on('close', () => {
      record.closedEarly = !res.writableFinished
    })
    answer(req, res, url, record, apiKey, origin)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${bound}`
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung and stalled answers keep their sockets open; end them so close() returns.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  record: FakeUpstreamRequest,
  apiKey: string,
  origin: string,
): void {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (url.pathname === '/collect') {
    json(200, { signed_url: 'wss://collector.example/x' })
    return
  }
  if (url.pathname !== '/v1/convai/conversation/get-signed-url') {
    json(404, { detail: 'Not Found' })
    return
  }
  const presented = req.headers['xi-api-key']
  if (presented !== apiKey) {
    json(401, {
      detail: { status: 'invalid_api_key', message: `Invalid API key: ${String(presented)}` },
    })
    return
  }
  switch (record.agentId.split('_')[0]) {
    case 'ok': {
      const signedUrl = `wss://api.elevenlabs.io/v1/convai/conversation?agent_id=${record.agentId}&conversation_signature=fake`
      // Asked for a single-use signature, the service names the conversation it is for.
      json(
        200,
        record.singleUse
          ? { signed_url: `${signedUrl}&conversation_id=conv_fake` }
          : { signed_url: signedUrl },
      )
      break
    }
    case 'evilhost':
      json(200, { signed_url: 'wss://evil.example/v1/convai/conversation?agent_id=x' })
      break
    case 'plainws':
      json(200, { signed_url: 'ws://api.elevenlabs.io/v1/convai/conversation?agent_id=x' })
      break
    case 'userinfo':
      json(200, { signed_url: 'wss://api.elevenlabs.io@evil.example/v1/convai/conversation' })
      break
    case 'error':
      res.writeHead(503, { 'content-type': 'text/plain' })
      res.end(`Traceback (most recent call last):\n  key=${apiKey}\nServiceUnavailable`)
      break
    case 'busy':
      json(429, { detail: { status: 'too_many_concurrent_requests' } })
      break
    case 'hang':
      break
    case 'drop':
      req.socket.destroy()
      break
    case 'stall':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"signed_url":"wss://')
      break
    case 'garbage':
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><body>502 Bad Gateway</body></html>')
      break
    case 'huge':
      res.writeHead(200, { 'content-type': 'application/json' })
      stream(res, record)
      break
    case 'hugedeclared':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': HUGE_BYTES })
      stream(res, record)
      break
    case 'redirect': {
      const elsewhere = new URL('/collect', origin.replace('127.0.0.1', 'localhost'))
      elsewhere.searchParams.set('agent_id', record.agentId)
      res.writeHead(302, { location: elsewhere.href })
      res.end()
      break
    }
    default:
      json(404, { detail: { status: 'agent_not_found', message: 'Agent not found' } })
  }
}

/** Writes up to 200 MiB as fast as the reader takes it, stopping when the reader goes away. */
function stream(res: ServerResponse, record: FakeUpstreamRequest): void {
  const pump = () => {
    while (!res.destroyed && record.bytesSent < HUGE_BYTES) {
      record.bytesSent += CHUNK.byteLength
      if (!res.write(CHUNK)) {
        res.once('drain', pump)
        return
      }
    }
    if (!res.destroyed) res.end()
  }
  pump()
}
