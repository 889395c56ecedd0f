import type { Scenario } from '@org/voice-core/testing'
import { close, createMockAgent, greeting, initiation, pause } from '@org/voice-core/testing'
import type { TestProject } from 'vitest/node'
import {
  type AgentName,
  SIGNED_AGENTS,
  serverRegistry,
  type VoiceTestServers,
} from './browser.test.commands'
import { startTestSigner } from './signer.test.helper'

const SECRET = 'voice-react-browser-test-secret'

/** After the greeting: a short exchange, so the transcript has both voices. */
const exchange: Scenario = (connection) => {
  connection.sendEvent('user_transcript', { user_transcript: 'Can you answer calls after hours?' })
  connection.sendEvent('agent_response', { agent_response: 'Yes, every call, day and night.' })
}

/** Starts the mock agents and a signer for them; provides their addresses to the tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = serverRegistry()
  const behaviours: Record<AgentName, { secret: string | null; scenario: Scenario[] }> = {
    talk: {
      secret: SECRET,
      scenario: [greeting('Hello from the test agent'), pause(400), exchange],
    },
    quiet: { secret: null, scenario: [initiation()] },
    closing: {
      secret: SECRET,
      scenario: [initiation(), pause(300), close(4001, 'Agent unavailable')],
    },
  }
  const origins = {} as Record<AgentName, string>
  for (const [name, options] of Object.entries(behaviours) as [AgentName, object][]) {
    const agent = await createMockAgent({ port: 0, ...options })
    registry.agents.set(name, agent)
    origins[name] = agent.origin
  }
  registry.signer = await startTestSigner((agentId) => {
    const name = SIGNED_AGENTS[agentId as keyof typeof SIGNED_AGENTS]
    return name ? registry.agents.get(name)?.signUrl(agentId) : undefined
  })
  const servers: VoiceTestServers = {
    origins,
    signerUrl: registry.signer.url,
    anonKey: registry.signer.anonKey,
  }
  project.provide('voiceServers', servers)
  return async () => {
    await Promise.all([...registry.agents.values()].map((agent) => agent.close()))
    await registry.signer?.close()
    registry.agents.clear()
    registry.signer = undefined
  }
}
