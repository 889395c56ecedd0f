/**
 * A local convai agent: a real WebSocket server that speaks the protocol, for tests and the
 * offline demo.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { parseAudioFormat } from '../dsp/format.ts'
import { type ConnectionRequest, MockConnection } from './connection.ts'
import { demo, type Scenario } from './scenarios.ts'
import { signConversationUrl, verifySignedUrl } from './signature.ts'

/** The path the convai service serves conversations on. */
export const CONVERSATION_PATH = '/v1/convai/conversation'

/** Options for `createMockAgent`. */
export interface MockAgentOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on (`127.0.0.1`). */
  host?: string
  /**
   * With a string, only URLs signed with it and not yet expired start a conversation: any other
   * is accepted and at once closed with code 1008 and a reason a client can show (`Refused: the
   * signed URL has expired`), since a browser cannot read a refused upgrade's status or body.
   * `null` accepts any URL. Defaults to `DEMO_AGENT_SECRET` or `null`.
   */
  secret?: string | null
  /** What the agent does on each connection; defaults to greeting then echo (`demo()`). */
  scenario?: Scenario | Scenario[]
  /**
   * Chooses the script per connection from what the client requested (its `agent_id`, for
   * example), so one agent can serve several behaviours; wins over `scenario`.
   */
  chooseScenario?: (request: ConnectionRequest) => Scenario | Scenario[]
  /** The `conversation_id` to report; by default a new one per connection. */
  conversationId?: string
  /** The format the agent expects from the client (`pcm_16000`). */
  inputFormat?: string
  /** The format the agent speaks in (`pcm_16000`). */
  outputFormat?: string
  /** What the greeting says, unless the client overrides `first_message`. */
  firstMessage?: string
}

/** The close code of a refused conversation URL (a policy violation). */
export const REFUSED_CLOSE_CODE = 1008

/** A running mock agent. */
export interface MockAgent {
  /** The conversation endpoint, `ws://host:port/v1/convai/conversation`. */
  readonly url: string
  /** `ws://host:port`, to pass as a session's `origin`. */
  readonly origin: string
  /** The port it listens on. */
  readonly port: number
  /** Every connection accepted so far, oldest first. */
  readonly connections: readonly MockConnection[]
  /** The oldest connection not yet returned by this method, waiting up to `timeoutMs` (5000). */
  nextConnection(timeoutMs?: number): Promise<MockConnection>
  /** A URL this agent accepts for `agentId`, valid for `ttlSeconds` (900). */
  signUrl(agentId: string, ttlSeconds?: number): string
  /** Replaces the script for connections accepted from now on (a test suite sharing one agent). */
  setScenario(scenario: Scenario | Scenario[]): void
  /** Closes every connection and the server; calling it again waits for the same close. */
  close(): Promise<void>
}

const DEFAULT_FIRST_MESSAGE =
  'Hi, I’m the demo voice agent. Say something, then pause, and I’ll play it back to you.'

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/**
 * Starts a mock convai agent.
 *
 * @param options - port, secret, scenario and formats; everything is optional.
 * @returns the running agent once it is listening.
 * @throws Error `Invalid format` / `Invalid sample rate` for a bad format option.
 */
export async function createMockAgent(options: MockAgentOptions = {}): Promise<MockAgent> {
  const host = options.host ?? '127.0.0.1'
  const secret =
    options.secret === undefined ? (process.env.DEMO_AGENT_SECRET ?? null) : options.secret
  const inputFormatName = options.inputFormat ?? 'pcm_16000'
  const outputFormatName = options.outputFormat ?? 'pcm_16000'
  const inputFormat = parseAudioFormat(inputFormatName)
  const outputFormat = parseAudioFormat(outputFormatName)
  let script = options.scenario ?? demo()
  let closing: Promise<void> | undefined

  const connections: MockConnection[] = []
  let handedOut = 0
  const waiting: Array<(connection: MockConnection) => void> = []

  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('convai') ? 'convai' : false),
  })
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`Connect with a WebSocket to ${CONVERSATION_PATH}\n`)
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '/'
    if (new URL(url, 'ws://localhost').pathname !== CONVERSATION_PATH) {
      refuse(socket, 404, `No conversation endpoint at ${url.split('?')[0]}`)
      return
    }
    const check = secret === null ? undefined : verifySignedUrl(url, secret)
    wss.handleUpgrade(request, socket, head, (socket) => {
      if (check && !check.ok) {
        socket.close(REFUSED_CLOSE_CODE, `Refused: ${check.reason}`)
        return
      }
      const connection = new MockConnection(socket, request, {
        conversationId: options.conversationId ?? `conv_${randomUUID()}`,
        inputFormat,
        outputFormat,
        inputFormatName,
        outputFormatName,
        firstMessage: options.firstMessage ?? DEFAULT_FIRST_MESSAGE,
      })
      connections.push(connection)
      const waiter = waiting.shift()
      if (waiter) {
        handedOut++
        waiter(connection)
      }
      const chosen = options.chooseScenario?.(connection.request) ?? script
      void runScript(connection, Array.isArray(chosen) ? chosen : [chosen])
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const origin = `ws://${host.includes(':') ? `[${host}]` : host}:${port}`
  const url = `${origin}${CONVERSATION_PATH}`

  return {
    url,
    origin,
    port,
    connections,
    nextConnection(timeoutMs = 5000) {
      const ready = connections[handedOut]
      if (ready) {
        handedOut++
        return Promise.resolve(ready)
      }
      return new Promise((resolve, reject) => {
        const waiter = (connection: MockConnection) => {
          clearTimeout(timer)
          resolve(connection)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1)
          reject(new Error(`No connection arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.push(waiter)
      })
    },
    signUrl(agentId, ttlSeconds = 900) {
      if (secret === null) {
        const unsigned = new URL(url)
        unsigned.searchParams.set('agent_id', agentId)
        return unsigned.toString()
      }
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds
      return signConversationUrl(url, { secret, agentId, expires })
    },
    setScenario(scenario) {
      script = scenario
    },
    close() {
      closing ??= (async () => {
        for (const connection of connections) connection.terminate()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          server.closeAllConnections()
        })
      })()
      return closing
    },
  }
}

async function runScript(connection: MockConnection, steps: Scenario[]): Promise<void> {
  for (const step of steps) {
    if (!connection.isOpen) return
    try {
      await step(connection)
    } catch (error) {
      connection.errors.push(error instanceof Error ? error.message : String(error))
      return
    }
  }
}
