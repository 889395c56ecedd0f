import type { TestProject } from 'vitest/node'
import { type AgentName, agentRegistry } from './browser.test.agents'
import {
  createMockAgent,
  endCall,
  greeting,
  initiation,
  interruption,
  type MockConnection,
  pause,
  toneSamples,
} from './testing/index.ts'

/** Starts one mock agent per browser scenario on random ports and provides their origins. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = agentRegistry(project.name)
  const scenarios = {
    capture: { scenario: [initiation()] },
    greeting: { scenario: [greeting('Hello')] },
    interruption: { scenario: [initiation(), pause(300), interruption()] },
    silent: { scenario: [] },
    // Starts the conversation only after a while, as a slow agent does.
    late: { scenario: [pause(2500), initiation()] },
    // Says a second and a half of goodbye and, in the same breath, ends the call.
    goodbye: {
      scenario: [
        initiation(),
        (connection: MockConnection) => {
          const rate = connection.settings.outputFormat.sampleRate
          connection.respond('Goodbye.', toneSamples(440, 1.5, rate), 100)
        },
        endCall(),
      ],
    },
    ulaw: { scenario: [greeting('Hello')], inputFormat: 'ulaw_8000', outputFormat: 'ulaw_8000' },
  } satisfies Record<AgentName, object>
  const origins = {} as Record<AgentName, string>
  for (const [name, options] of Object.entries(scenarios) as [AgentName, object][]) {
    const agent = await createMockAgent({ port: 0, secret: null, ...options })
    registry.set(name, agent)
    origins[name] = agent.origin
  }
  project.provide('agents', origins)
  return async () => {
    await Promise.all([...registry.values()].map((agent) => agent.close()))
    registry.clear()
  }
}
