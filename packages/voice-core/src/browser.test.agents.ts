import type { BrowserCommand } from 'vitest/node'
import type { CloseDetails, MockAgent, MockConnection } from './testing/index.ts'

/** The fake microphone's signal: 400 ms bursts of a tone, 200 ms apart, like short syllables. */
export const FAKE_MIC = {
  frequency: 440,
  amplitude: 0.5,
  burstMs: 400,
  gapMs: 200,
  sampleRate: 48_000,
}

/** The mock agents the browser tests talk to, by scenario name. */
export type AgentName =
  | 'capture'
  | 'greeting'
  | 'interruption'
  | 'ulaw'
  | 'silent'
  | 'late'
  | 'goodbye'
  | 'monologue'

// The global setup and the browser commands load as separate module instances in the same
// process, so they share the running agents through a global registry, one set per project
// (the `browser` and `gesture` projects each run their own).
const registryKey = Symbol.for('@org/voice-core/browser-test-agents')

/**
 * The registry of one project's running agents. Commands run in the browser instance's project,
 * named after its parent (`browser (chromium)` for `browser`), so either name finds it.
 */
export function agentRegistry(project: string): Map<AgentName, MockAgent> {
  const scope = globalThis as { [registryKey]?: Map<string, Map<AgentName, MockAgent>> }
  scope[registryKey] ??= new Map()
  const projects = scope[registryKey]
  const name = [...projects.keys()].find((key) => project.startsWith(`${key} (`)) ?? project
  if (!projects.has(name)) projects.set(name, new Map())
  return projects.get(name) as Map<AgentName, MockAgent>
}

/** What the latest connection of an agent received from the browser. */
export interface AgentReport {
  sampleRate: number
  /** Received microphone audio, decoded to 16-bit samples. */
  audio: number[]
  /** The types of every non-audio message, in order. */
  messages: string[]
}

const messageTypes = (connection: MockConnection) =>
  connection.received.flatMap((message) => (typeof message.type === 'string' ? [message.type] : []))

const agentReport: BrowserCommand<[name: AgentName], AgentReport> = ({ project }, name) => {
  const connection = agentRegistry(project.name).get(name)?.connections.at(-1)
  if (!connection) throw new Error(`The ${name} agent has had no connection.`)
  return {
    sampleRate: connection.settings.inputFormat.sampleRate,
    audio: Array.from(connection.receivedAudio()),
    messages: messageTypes(connection),
  }
}

const connectionsOf = (project: string, name: AgentName, agentId: string) =>
  (agentRegistry(project).get(name)?.connections ?? []).filter(
    (connection) => connection.request.agentId === agentId,
  )

/** What one connection of an agent has seen so far. */
export interface ConnectionReport {
  open: boolean
  /** The types of every non-audio message, in order. */
  messages: string[]
}

const agentConnections: BrowserCommand<[name: AgentName, agentId: string], ConnectionReport[]> = (
  { project },
  name,
  agentId,
) =>
  connectionsOf(project.name, name, agentId).map((connection) => ({
    open: connection.isOpen,
    messages: messageTypes(connection),
  }))

const agentClosed: BrowserCommand<[name: AgentName, agentId: string], CloseDetails> = (
  { project },
  name,
  agentId,
) => {
  const connection = connectionsOf(project.name, name, agentId).at(-1)
  if (!connection) throw new Error(`The ${name} agent has had no connection for ${agentId}.`)
  return connection.closed
}

/** Commands the browser tests call to inspect the agents running in Node. */
export const browserCommands = { agentReport, agentConnections, agentClosed }

declare module 'vitest/browser' {
  interface BrowserCommands {
    agentReport(name: AgentName): Promise<AgentReport>
    /** The connections an agent accepted for one `agent_id`, oldest first. */
    agentConnections(name: AgentName, agentId: string): Promise<ConnectionReport[]>
    /** How the latest connection for one `agent_id` closed, once it has. */
    agentClosed(name: AgentName, agentId: string): Promise<CloseDetails>
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The origin (`ws://127.0.0.1:PORT`) of each mock agent. */
    agents: Record<AgentName, string>
  }
}
