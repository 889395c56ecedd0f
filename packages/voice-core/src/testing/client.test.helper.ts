// A minimal convai client for testing the mock agent over a real socket.
import WebSocket from 'ws'

// Waits end on the awaited message; the bound only stops a hung test, far above any real wait
// because the suite shares a small machine with whole browser suites.
const HANG_BOUND_MS = 20_000

// biome-ignore lint/suspicious/noExplicitAny: messages are arbitrary JSON inspected by tests.
export type Received = Record<string, any>

export interface TestClient {
  socket: WebSocket
  /** Parsed JSON messages; frames that are not JSON objects are kept as text in `raw`. */
  messages: Received[]
  raw: string[]
  closed: Promise<{ code: number; reason: string }>
  send(message: object): void
  /** The first message (ever received) of `type` matching `predicate`. */
  waitFor(
    type: string,
    predicate?: (message: Received) => boolean,
    timeoutMs?: number,
  ): Promise<Received>
  /** Resolves once `count` messages of `type` have arrived. */
  waitForCount(type: string, count: number, timeoutMs?: number): Promise<Received[]>
}

export function connectClient(url: string, protocols: string[] = ['convai']): Promise<TestClient> {
  const socket = new WebSocket(url, protocols)
  const messages: Received[] = []
  const raw: string[] = []
  const checks = new Set<() => void>()
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? `<binary ${(data as Buffer).length}>` : data.toString()
    raw.push(text)
    try {
      const value = JSON.parse(text)
      if (value && typeof value === 'object' && !Array.isArray(value)) messages.push(value)
    } catch {
      // Kept in `raw` only.
    }
    for (const check of [...checks]) check()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
  const until = <T>(find: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find()
        if (found === undefined) return
        checks.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        checks.delete(check)
        reject(new Error(`Timed out waiting for ${what}; got ${raw.join('\n').slice(0, 2000)}`))
      }, timeoutMs)
      checks.add(check)
      check()
    })
  const client: TestClient = {
    socket,
    messages,
    raw,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (type, predicate = () => true, timeoutMs = HANG_BOUND_MS) =>
      until(() => messages.find((m) => m.type === type && predicate(m)), type, timeoutMs),
    waitForCount: (type, count, timeoutMs = HANG_BOUND_MS) =>
      until(
        () => {
          const found = messages.filter((m) => m.type === type)
          return found.length >= count ? found.slice(0, count) : undefined
        },
        `${count} × ${type}`,
        timeoutMs,
      ),
  }
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client))
    socket.once('error', reject)
  })
}

/**
 * Whether the agent starts a conversation on this URL: `started` once its first message arrives
 * after the initiation, or how it closed the socket instead. `options.origin` sends an `Origin`
 * header as a browser page would.
 */
export function admission(
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<'started' | { code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['convai'], options)
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'conversation_initiation_client_data' })),
    )
    socket.once('message', () => {
      resolve('started')
      socket.close()
    })
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    socket.once('error', reject)
  })
}

/** Status code of a refused upgrade, or `open` if the socket opened. */
export function upgradeStatus(url: string): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['convai'])
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      resolve('open')
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}
