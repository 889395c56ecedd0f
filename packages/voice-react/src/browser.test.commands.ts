import type { MockAgent } from '@org/voice-core/testing'
import type { BrowserCommand } from 'vitest/node'
import type { TestSigner } from './signer.test.helper'

/** The mock agents the browser tests talk to, by behaviour. */
export type AgentName = 'talk' | 'quiet' | 'closing'

/** The agent ids the test signer signs for, each served by one agent. */
export const SIGNED_AGENTS = { 'talk-agent': 'talk', 'closing-agent': 'closing' } as const

/** What the tests learn about the servers running in Node. */
export interface VoiceTestServers {
  /** `ws://` origin of each agent. */
  origins: Record<AgentName, string>
  /** Base URL of the signer, to pass as `supabaseUrl`. */
  signerUrl: string
  anonKey: string
}

interface Registry {
  agents: Map<AgentName, MockAgent>
  signer?: TestSigner
}

// The global setup and these commands load as separate module instances in one process, so
// they meet through a global.
const registryKey = Symbol.for('@org/voice-react/browser-test-servers')

/** The running servers. */
export function serverRegistry(): Registry {
  const scope = globalThis as { [registryKey]?: Registry }
  scope[registryKey] ??= { agents: new Map() }
  return scope[registryKey]
}

function agent(name: AgentName): MockAgent {
  const found = serverRegistry().agents.get(name)
  if (!found) throw new Error(`No ${name} agent is running.`)
  return found
}

/** How many sockets have reached an agent so far. */
const agentConnections: BrowserCommand<[name: AgentName], number> = (_context, name) =>
  agent(name).connections.length

/** Waits up to 5 s for an agent's connection (by index) to close; false if it stays open. */
const agentSocketClosed: BrowserCommand<[name: AgentName, index: number], boolean> = async (
  _context,
  name,
  index,
) => {
  const connection = agent(name).connections[index]
  if (!connection) throw new Error(`The ${name} agent has no connection ${index}.`)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 5000)
  })
  const closed = await Promise.race([connection.closed.then(() => true as const), timeout])
  clearTimeout(timer)
  return closed
}

/** Requests the signer has seen, and which the browser abandoned. */
const signerRequests: BrowserCommand<[], { body: string; abandoned: boolean }[]> = () =>
  (serverRegistry().signer?.requests ?? []).map(({ body, abandoned }) => ({ body, abandoned }))

/** The next signer answer is held open, so a test can cancel a start mid-request. */
const holdNextSignerAnswer: BrowserCommand<[], void> = () => {
  serverRegistry().signer?.answerNext({ status: 200, hold: true })
}

/** Emulates the reduced-motion setting for the page under test. */
const emulateReducedMotion: BrowserCommand<[reduce: boolean], void> = async (context, reduce) => {
  const page = (context as unknown as { page: { emulateMedia(o: object): Promise<void> } }).page
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}

/** Commands the browser tests call to inspect and steer the servers in Node. */
export const browserCommands = {
  agentConnections,
  agentSocketClosed,
  signerRequests,
  holdNextSignerAnswer,
  emulateReducedMotion,
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    agentConnections(name: AgentName): Promise<number>
    agentSocketClosed(name: AgentName, index: number): Promise<boolean>
    signerRequests(): Promise<{ body: string; abandoned: boolean }[]>
    holdNextSignerAnswer(): Promise<void>
    emulateReducedMotion(reduce: boolean): Promise<void>
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    voiceServers: VoiceTestServers
  }
}
