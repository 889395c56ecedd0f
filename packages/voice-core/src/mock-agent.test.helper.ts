// Text-only sessions against a real mock agent over Node's own WebSocket.
import { vi } from 'vitest'
import { Conversation } from './conversation'
import {
  createMockAgent,
  type MockAgent,
  type MockAgentOptions,
  type Scenario,
} from './testing/index.ts'

let agent: MockAgent | undefined

/** Starts a mock agent that `closeAgent` (run it after each test) closes. */
export async function startAgent(options: MockAgentOptions): Promise<MockAgent> {
  agent = await createMockAgent(options)
  return agent
}

/** Closes the agent `startAgent` or `talk` started, if any. */
export async function closeAgent(): Promise<void> {
  await agent?.close()
  agent = undefined
}

/** Starts a text-only session on a mock agent running `scenario`, with spies on the usual callbacks. */
export async function talk(
  scenario: Scenario[],
  options: Parameters<typeof Conversation.startSession>[0] = {},
) {
  const started = await startAgent({ port: 0, secret: 'test-secret', scenario })
  const onDisconnect = vi.fn()
  const onError = vi.fn()
  const onMessage = vi.fn()
  const conversation = await Conversation.startSession({
    signedUrl: started.signUrl('agent_1'),
    textOnly: true,
    onDisconnect,
    onError,
    onMessage,
    ...options,
  })
  const connection = await started.nextConnection()
  return { conversation, connection, onDisconnect, onError, onMessage }
}
