import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HumanCheckError } from '../turnstile/turnstile-api'
import { SEND_TIMEOUT_MS, sendContactRequest } from './send-contact'

/** What the fake signer received. */
interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

type Answer = (response: ServerResponse) => void

let server: Server
let origin: string
let answer: Answer
const received: Received[] = []

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }
}

beforeAll(async () => {
  // A stand-in signer on a real socket, answering as the real one does on the Functions path.
  server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    })
    answer(response)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

beforeEach(() => {
  received.length = 0
})

const message = {
  name: 'Sam Nguyen',
  email: 'sam@nguyenplumbing.com.au',
  message: 'We miss calls while on jobs. Can a voice agent book them in?',
}
const config = () => ({ supabaseUrl: origin, supabaseAnonKey: 'local-anon-key' })
/** A human check that passed, as a test site key's widget does. */
const passed = async () => 'XXXX.DUMMY.TOKEN.XXXX'

describe('sendContactRequest (supabase-js functions.invoke over HTTP)', () => {
  it('posts the message to the contact function with its idempotency key and the anon key', async () => {
    answer = json(201, { id: 'row-1', received: true })
    await expect(
      sendContactRequest(config(), message, 'key-1', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({ kind: 'sent' })
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/functions/v1/contact',
      body: message,
    })
    expect(received[0]?.headers['idempotency-key']).toBe('key-1')
    expect(received[0]?.headers['x-turnstile-token']).toBe('XXXX.DUMMY.TOKEN.XXXX')
    expect(received[0]?.headers.apikey).toBe('local-anon-key')
  })

  it("puts the signer's field messages beside their fields", async () => {
    answer = json(400, {
      error: 'Invalid contact request',
      details: 'Please enter your name. Please enter a valid email address.',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        other: 'x',
      },
    })
    await expect(
      sendContactRequest(config(), message, 'key-2', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({
      kind: 'invalid',
      errors: { name: 'Please enter your name.', email: 'Please enter a valid email address.' },
    })
  })

  it('treats a 400 without field messages as a failure', async () => {
    answer = json(400, { error: 'Invalid JSON', details: 'Send a JSON object.' })
    await expect(
      sendContactRequest(config(), message, 'key-3', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({
      kind: 'failed',
      status: 400,
    })
  })

  it('reads how long to wait from a 429', async () => {
    answer = json(429, { error: 'Too many requests' }, { 'retry-after': '42' })
    await expect(
      sendContactRequest(config(), message, 'key-4', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 42,
    })
  })

  it('recognises a key already used for other content', async () => {
    answer = json(422, { error: 'Idempotency-Key already used' })
    await expect(
      sendContactRequest(config(), message, 'key-5', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({
      kind: 'key-rejected',
    })
  })

  it('reports a server error with its status', async () => {
    answer = json(500, { error: 'Internal error' })
    await expect(
      sendContactRequest(config(), message, 'key-6', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({
      kind: 'failed',
      status: 500,
    })
  })

  it('reports a signer that does not answer in time as unreachable', async () => {
    answer = () => {
      // Never answers.
    }
    await expect(sendContactRequest(config(), message, 'key-7', 200, passed)).resolves.toEqual({
      kind: 'unreachable',
    })
  })

  it('reports a signer that is not listening as unreachable', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const { port } = closed.address() as AddressInfo
    closed.close()
    await once(closed, 'close')
    await expect(
      sendContactRequest(
        { supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: 'local-anon-key' },
        message,
        'key-8',
        SEND_TIMEOUT_MS,
        passed,
      ),
    ).resolves.toEqual({ kind: 'unreachable' })
  })

  it.each([
    ['turnstile-missing', 403],
    ['turnstile-failed', 403],
    ['turnstile-spent', 403],
    ['turnstile-unavailable', 503],
  ])(
    'maps the signer refusing the human check (%s) to a retry of the check',
    async (code, status) => {
      answer = json(status, { error: 'Human check failed', details: 'Try again.', code })
      await expect(
        sendContactRequest(config(), message, 'key-9', SEND_TIMEOUT_MS, passed),
      ).resolves.toEqual({ kind: 'human-check' })
    },
  )

  it("maps the day's message budget being used to busy", async () => {
    answer = json(503, { error: 'Busy', details: 'Later.', code: 'contact-budget' })
    await expect(
      sendContactRequest(config(), message, 'key-10', SEND_TIMEOUT_MS, passed),
    ).resolves.toEqual({ kind: 'busy' })
  })

  it('sends nothing when the human check fails in the browser', async () => {
    const failed = () => Promise.reject(new HumanCheckError('the widget reported 600010'))
    await expect(
      sendContactRequest(config(), message, 'key-11', SEND_TIMEOUT_MS, failed),
    ).resolves.toEqual({ kind: 'human-check' })
    expect(received).toHaveLength(0)
  })
})
