import type { TestProject } from 'vitest/node'
import { type AgentName, agentRegistry } from './browser.test.agents'
import {
  createMockAgent,
  endCall,
  initiation,
  interruption,
  type MockConnection,
  pause,
  toneSamples,
} from './testing/index.ts'

/**
 * "Hello" and a 0.4 s chime in a single audio event. Sent as two events, a page stalled between
 * them for longer than the first (a loaded machine) would run dry and speak twice; one event
 * makes the modes the tests expect, speaking then listening, the same on any machine.
 */
const greetingInOneBreath = [
  initiation(),
  (connection: MockConnection) => {
    const rate = connection.settings.outputFormat.sampleRate
    const chime = [...toneSamples(660, 0.15, rate), ...toneSamples(880, 0.25, rate)]
    connection.respond('Hello', Int16Array.from(chime), 1000)
  },
]

/** A reply of `seconds` of a 440 Hz tone, sent in events of `chunkMs`. */
const says = (text: string, seconds: number, chunkMs: number) => (connection: MockConnection) => {
  const rate = connection.settings.outputFormat.sampleRate
  connection.respond(text, toneSamples(440, seconds, rate), chunkMs)
}

/** Starts one mock agent per browser scenario on random ports and provides their origins. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = agentRegistry(project.name)
  const scenarios = {
    capture: { scenario: [initiation()] },
    greeting: { scenario: greetingInOneBreath },
    // The new reply lasts 30 s (120 events of 250 ms), so it is still playing whenever the page
    // looks, however late a loaded machine lets it look.
    interruption: { scenario: [initiation(), pause(300), interruption({ newEvents: 120 })] },
    silent: { scenario: [] },
    // Starts the conversation only after a while, as a slow agent does.
    late: { scenario: [pause(2500), initiation()] },
    // Says a second and a half of goodbye and, in the same breath, ends the call.
    goodbye: { scenario: [initiation(), says('Goodbye.', 1.5, 100), endCall()] },
    // Speaks one tone for longer than any test waits, so the agent is still speaking whenever
    // the page looks, however late a loaded machine lets it look.
    monologue: { scenario: [initiation(), says('Let me tell you…', 30, 1000)] },
    ulaw: { scenario: greetingInOneBreath, inputFormat: 'ulaw_8000', outputFormat: 'ulaw_8000' },
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
