/**
 * A real HTTP server that answers `POST /functions/v1/elevenlabs-signed-url` the way the
 * project's signer does (anon key check, `{ signed_url }` or `{ error, details }`, CORS), so
 * the real supabase-js client can be tested against it, from Node or from Chromium.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A canned answer for the next request, to play the signer's odd days. */
export interface CannedAnswer {
  status: number
  headers?: Record<string, string>
  body?: string
  /** Never answer: the request stays open until the client gives up. */
  hold?: boolean
}

/** One request the signer saw. */
export interface SeenRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  /** The client went away before an answer was sent (an aborted fetch). */
  abandoned: boolean
}

/** A running test signer. */
export interface TestSigner {
  /** The base URL to pass as `supabaseUrl`. */
  url: string
  anonKey: string
  requests: SeenRequest[]
  /** Answers the next request with this instead of signing. */
  answerNext(answer: CannedAnswer): void
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, x-region',
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/**
 * Starts a signer on a free port.
 *
 * @param sign - the signed URL for an agent id, or undefined for an agent it does not know.
 */
export async function startTestSigner(
  sign: (agentId: string) => string | undefined,
  anonKey = 'test-anon-key',
): Promise<TestSigner> {
  const requests: SeenRequest[] = []
  const canned: CannedAnswer[] = []

  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS)
      response.end()
      return
    }
    const seen: SeenRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: await readBody(request),
      abandoned: false,
    }
    requests.push(seen)
    request.socket.on('close', () => {
      if (!response.writableFinished) seen.abandoned = true
    })
    const answer = canned.shift()
    if (answer?.hold) return
    if (answer) {
      response.writeHead(answer.status, { ...CORS, ...answer.headers })
      response.end(answer.body ?? '')
      return
    }
    if (!seen.path.startsWith('/functions/v1/elevenlabs-signed-url')) {
      json(response, 404, { error: 'Not found', details: 'No such route on the signer.' })
      return
    }
    if (request.headers.apikey !== anonKey) {
      json(response, 401, {
        error: 'Invalid API key',
        details: 'The anon key is not valid for this signer.',
      })
      return
    }
    const { agentId } = JSON.parse(seen.body || '{}') as { agentId?: unknown }
    const signedUrl = typeof agentId === 'string' ? sign(agentId) : undefined
    if (!signedUrl) {
      json(response, 403, {
        error: 'Agent not found',
        details: 'This agent is not available on this site.',
      })
      return
    }
    json(response, 200, { signed_url: signedUrl })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    anonKey,
    requests,
    answerNext: (answer) => canned.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
