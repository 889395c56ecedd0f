/**
 * A fake of the hosted voice service's signed-URL endpoint
 * (`GET /v1/convai/conversation/get-signed-url?agent_id=ID`, header `xi-api-key`), on a real
 * socket, whose answer each test chooses: a signed URL, the service's failures, a hang, garbage.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake answers the next requests. */
export type VoiceServiceAnswer =
  | { kind: 'signed-url'; url: (agentId: string) => string }
  | { kind: 'status'; status: number; detail: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }

/** A running fake voice service. */
export interface FakeVoiceService {
  origin: string
  /** The key it accepts; any other gets 401 as the real service answers. */
  apiKey: string
  /** Sets the answer for requests from now on. */
  answer(answer: VoiceServiceAnswer): void
  /** The agent ids it was asked to sign, in order. */
  readonly requests: string[]
  close(): Promise<void>
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeVoiceService(
  apiKey = 'sk_e2e_voice_key',
): Promise<FakeVoiceService> {
  let current: VoiceServiceAnswer = { kind: 'status', status: 503, detail: 'Not configured' }
  const requests: string[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname !== '/v1/convai/conversation/get-signed-url') {
      json(response, 404, { detail: 'Not found' })
      return
    }
    const agentId = url.searchParams.get('agent_id') ?? ''
    requests.push(agentId)
    if (request.headers['xi-api-key'] !== apiKey) {
      json(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } })
      return
    }
    switch (current.kind) {
      case 'signed-url':
        json(response, 200, { signed_url: current.url(agentId) })
        return
      case 'status':
        json(response, current.status, { detail: current.detail })
        return
      case 'hang':
        // Never answers; the signer must give up on its own.
        return
      case 'garbage':
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end('<html><body>Service temporarily unavailable</body></html>')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    answer(answer) {
      current = answer
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
