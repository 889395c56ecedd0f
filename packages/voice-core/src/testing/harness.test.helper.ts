import { afterEach } from 'vitest'
import { connectClient, type TestClient } from './client.test.helper.ts'
import { createMockAgent, type MockAgent, type MockAgentOptions } from './mock-agent.ts'

/**
 * One mock agent per test, closed after it: `start` runs an agent with `options` (any URL
 * accepted) and connects a client that has sent `initiation`; `running` is that agent.
 */
export function agentHarness() {
  let agent: MockAgent | undefined
  afterEach(async () => {
    await agent?.close()
    agent = undefined
  })
  return {
    running(): MockAgent {
      if (!agent) throw new Error('No mock agent is running')
      return agent
    },
    async start(
      options: MockAgentOptions,
      initiation: object = { type: 'conversation_initiation_client_data' },
    ): Promise<TestClient> {
      agent = await createMockAgent({ secret: null, ...options })
      const client = await connectClient(agent.signUrl('demo-agent'))
      client.send(initiation)
      return client
    },
  }
}
