import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WidgetConfig } from './config'
import { widgetSignedUrl } from './signed-url'

/** What the test signer last received. */
let received: { headers: IncomingHttpHeaders; body: unknown } | undefined
let server: Server
let signer: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      received = { headers: request.headers, body: JSON.parse(text) }
      const refused = request.headers['x-turnstile-token'] === 'spent'
      response.writeHead(refused ? 403 : 200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          refused
            ? { error: 'Refused', details: 'Token spent.', code: 'turnstile-spent' }
            : { signed_url: 'wss://agent.example/session' },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  signer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config = (): WidgetConfig => ({
  agentId: 'agent_1',
  signer,
  publicKey: 'anon',
  agentVersion: '3',
  title: 'Onboarding Chatbot',
})

describe('widgetSignedUrl', () => {
  it('asks the signer with the public key alone when the page gives no headers', async () => {
    const url = await widgetSignedUrl(config())('agent_1', { signal: new AbortController().signal })
    expect(url).toBe('wss://agent.example/session')
    expect(received?.body).toEqual({ agentId: 'agent_1', agentVersion: '3' })
    expect(received?.headers.apikey).toBe('anon')
    expect(received?.headers['x-turnstile-token']).toBeUndefined()
  })

  it('adds the page’s headers, asked afresh for every start', async () => {
    const tokens: string[] = []
    const signedUrl = widgetSignedUrl(config(), async () => {
      const token = `token-${tokens.length + 1}`
      tokens.push(token)
      return { 'x-turnstile-token': token }
    })
    const signal = new AbortController().signal
    await signedUrl('agent_1', { signal })
    expect(received?.headers['x-turnstile-token']).toBe('token-1')
    await signedUrl('agent_1', { signal })
    expect(received?.headers['x-turnstile-token']).toBe('token-2')
    // The page's headers never replace the key or the body's type.
    expect(received?.headers.apikey).toBe('anon')
    expect(received?.headers['content-type']).toBe('application/json')
  })

  it('shows the signer’s refusal with its code, and stops when the page’s check fails', async () => {
    const signal = new AbortController().signal
    const refused = widgetSignedUrl(config(), () => ({ 'x-turnstile-token': 'spent' }))
    await expect(refused('agent_1', { signal })).rejects.toMatchObject({
      message: 'Server error: Refused (Token spent.)',
      code: 'turnstile-spent',
    })
    received = undefined
    const failing = widgetSignedUrl(config(), () => Promise.reject(new Error('Check failed.')))
    await expect(failing('agent_1', { signal })).rejects.toThrow('Check failed.')
    expect(received).toBeUndefined()
  })
})
