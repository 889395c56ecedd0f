/**
 * A local convai agent: a real WebSocket server that speaks the protocol, for tests and the
 * offline demo.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { parseAudioFormat } from '../dsp/format.ts'
import { pathOf, refusalOf, refuse } from './admission.ts'
import { type ConnectionRequest, MockConnection } from './connection.ts'
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_KEEP_CLOSED_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_PAYLOAD,
  DEFAULT_MAX_RECORDED_BYTES,
  UPGRADE_REQUEST_TIMEOUT_MS,
} from './limits.ts'
import { parseAllowedOrigins } from './origins.ts'
import { demo, type Scenario } from './scenarios.ts'
import { MAX_SIGNED_URL_TTL_SECONDS, signConversationUrl } from './signature.ts'
import { guardSocket } from './socket-guard.ts'

/** The path the convai service serves conversations on. */
export const CONVERSATION_PATH = '/v1/convai/conversation'

/** Options for `createMockAgent`. */
export interface MockAgentOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on (`127.0.0.1`). */
  host?: string
  /**
   * With a string, only URLs signed with it, not yet expired and dated at most 15 minutes ahead
   * start a conversation: any other is accepted and at once closed with code 1008 and a reason a
   * client can show (`Refused: the signed URL has expired`), since a browser cannot read a
   * refused upgrade's status or body. `null` accepts any URL. Defaults to `DEMO_AGENT_SECRET` or
   * `null`.
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
  /**
   * Origins of pages, besides this machine's own, that may open a conversation, such as
   * `https://www.example.com`. Pages on `localhost`, `*.localhost`, `127.0.0.0/8` and `[::1]`
   * always may; a page elsewhere gets code 1008. Clients that send no `Origin` (not a browser)
   * are let through: only the signed URL stops them.
   */
  allowedOrigins?: readonly string[]
  /**
   * The largest message a client may send, in bytes (1 MiB); a bigger one, or a frame that
   * announces one, closes its socket with code 1009 before it is buffered.
   */
  maxPayload?: number
  /**
   * How much one connection records (`received`, `invalidFrames`, `sent`), in bytes (32 MiB);
   * past it the agent closes the conversation with code 1008.
   */
  maxRecordedBytes?: number
  /** Milliseconds a client may send nothing before the agent hangs up with 1008 (60 s). */
  idleTimeoutMs?: number
  /** Sockets held at once (256); further ones are dropped as they arrive. */
  maxConnections?: number
  /**
   * Closed connections kept in `connections` (1000), oldest dropped first; 0 keeps none, so a
   * long-running agent holds nothing of a conversation once it has ended.
   */
  keepClosedConnections?: number
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
  /** Connections accepted so far, oldest first: all open ones and the latest closed ones. */
  readonly connections: readonly MockConnection[]
  /** The oldest connection not yet returned by this method, waiting up to `timeoutMs` (5000). */
  nextConnection(timeoutMs?: number): Promise<MockConnection>
  /**
   * A URL this agent accepts for `agentId`, valid for `ttlSeconds` (900, also the most it
   * accepts).
   *
   * @throws RangeError for a `ttlSeconds` above 900, which the agent would refuse.
   */
  signUrl(agentId: string, ttlSeconds?: number): string
  /** Replaces the script for connections accepted from now on (a test suite sharing one agent). */
  setScenario(scenario: Scenario | Scenario[]): void
  /** Closes every connection and the server; calling it again waits for the same close. */
  close(): Promise<void>
}

const DEFAULT_FIRST_MESSAGE =
  'Hi, I’m the demo voice agent. Say something, then pause, and I’ll play it back to you.'

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
  const allowedOrigins = parseAllowedOrigins(options.allowedOrigins ?? [])
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
  const keepClosed = options.keepClosedConnections ?? DEFAULT_KEEP_CLOSED_CONNECTIONS
  let script = options.scenario ?? demo()
  let closing: Promise<void> | undefined

  const connections: MockConnection[] = []
  // Accepted but not yet returned by nextConnection, oldest first.
  const undelivered: MockConnection[] = []
  const waiting: Array<(connection: MockConnection) => void> = []
  const forgetClosed = () => {
    let excess = connections.filter((connection) => !connection.isOpen).length - keepClosed
    for (let i = 0; excess > 0 && i < connections.length; ) {
      const connection = connections[i] as MockConnection
      if (connection.isOpen) {
        i++
        continue
      }
      connections.splice(i, 1)
      const queued = undelivered.indexOf(connection)
      if (queued >= 0) undelivered.splice(queued, 1)
      excess--
    }
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayload ?? DEFAULT_MAX_PAYLOAD,
    // Compressed frames could inflate far past maxPayload's intent; the protocol needs none.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has('convai') ? 'convai' : false),
  })
  const server = createServer(
    { headersTimeout: UPGRADE_REQUEST_TIMEOUT_MS, requestTimeout: UPGRADE_REQUEST_TIMEOUT_MS },
    (_request, response) => {
      response.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end(`Connect with a WebSocket to ${CONVERSATION_PATH}\n`)
    },
  )
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS
  // After listening, an error (out of file descriptors while accepting, say) must not end the
  // process: the agent keeps serving the sockets it has.
  const warn = (error: Error) => process.emitWarning(`Mock agent: ${error.message}`)
  wss.on('error', warn)

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client resetting the connection mid-upgrade would otherwise be an uncaught error.
    socket.on('error', () => {})
    const url = request.url ?? '/'
    const path = pathOf(url)
    if (path !== CONVERSATION_PATH) {
      if (path === undefined) refuse(socket, 400, 'The request target is not a URL path')
      else refuse(socket, 404, `No conversation endpoint at ${url.split('?')[0]}`)
      return
    }
    const refusal = refusalOf(request, allowedOrigins, secret)
    wss.handleUpgrade(request, socket, head, (socket) => {
      guardSocket(socket, idleTimeoutMs)
      if (refusal) {
        socket.close(REFUSED_CLOSE_CODE, `Refused: ${refusal}`)
        return
      }
      const connection = new MockConnection(
        socket,
        request,
        {
          conversationId: options.conversationId ?? `conv_${randomUUID()}`,
          inputFormat,
          outputFormat,
          inputFormatName,
          outputFormatName,
          firstMessage: options.firstMessage ?? DEFAULT_FIRST_MESSAGE,
        },
        options.maxRecordedBytes ?? DEFAULT_MAX_RECORDED_BYTES,
      )
      connections.push(connection)
      const waiter = waiting.shift()
      if (waiter) waiter(connection)
      else undelivered.push(connection)
      void connection.closed.then(forgetClosed)
      const chosen = options.chooseScenario?.(connection.request) ?? script
      void runScript(connection, Array.isArray(chosen) ? chosen : [chosen])
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      server.on('error', warn)
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
      const ready = undelivered.shift()
      if (ready) return Promise.resolve(ready)
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
    signUrl(agentId, ttlSeconds = MAX_SIGNED_URL_TTL_SECONDS) {
      if (ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
        throw new RangeError(
          `ttlSeconds must be at most ${MAX_SIGNED_URL_TTL_SECONDS}: the agent refuses URLs that live longer; got ${ttlSeconds}`,
        )
      }
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
