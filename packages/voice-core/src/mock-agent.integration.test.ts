import { afterEach, describe, expect, it, vi } from 'vitest'
import { Conversation } from './conversation'
import { SessionStartError } from './errors'
import {
  clientToolCall,
  close,
  createMockAgent,
  initiation,
  MALFORMED_FRAMES,
  type MockAgent,
  malformedFrames,
  ping,
  type Scenario,
} from './testing/index.ts'

let agent: MockAgent | undefined

afterEach(async () => {
  await agent?.close()
  agent = undefined
})

/** A text-only session against a real mock agent over Node's own WebSocket. */
async function talk(
  scenario: Scenario[],
  options: Parameters<typeof Conversation.startSession>[0] = {},
) {
  agent = await createMockAgent({ port: 0, secret: 'test-secret', scenario })
  const onDisconnect = vi.fn()
  const onError = vi.fn()
  const onMessage = vi.fn()
  const conversation = await Conversation.startSession({
    signedUrl: agent.signUrl('agent_1'),
    textOnly: true,
    onDisconnect,
    onError,
    onMessage,
    ...options,
  })
  const connection = await agent.nextConnection()
  return { conversation, connection, onDisconnect, onError, onMessage }
}

describe('against the mock agent', () => {
  it('opens a signed URL with the convai sub-protocol and the initiation first', async () => {
    const { conversation, connection } = await talk([initiation()], { authorization: 'tok' })
    expect(connection.request.protocols).toEqual(['convai', 'bearer.tok'])
    expect(connection.received[0]).toEqual({ type: 'conversation_initiation_client_data' })
    expect(conversation.getId()).toBe(connection.settings.conversationId)
    await conversation.endSession()
    expect((await connection.closed).code).toBe(1000)
  })

  it('reports every malformed frame through onError and carries on', async () => {
    const { onError, onMessage, conversation } = await talk([initiation(), malformedFrames()])
    await vi.waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({
        source: 'ai',
        role: 'agent',
        message: 'Still here.',
      }),
    )
    // Every frame but the unknown type (which goes to onDebug) is an error, and so is the binary one.
    expect(onError.mock.calls.length).toBe(MALFORMED_FRAMES.length)
    expect(conversation.isOpen()).toBe(true)
    await conversation.endSession()
  })

  it('answers pings and client tool calls', async () => {
    const { connection, conversation } = await talk(
      [
        initiation(),
        ping({ count: 2, pingMs: 33 }),
        clientToolCall({ toolName: 'quote', parameters: { plan: 'Starter' } }),
      ],
      { clientTools: { quote: ({ plan }) => `${String(plan)}: $99` } },
    )
    await vi.waitFor(() =>
      expect(
        connection.received.find((message) => message.type === 'client_tool_result'),
      ).toMatchObject({
        result: 'Starter: $99',
        is_error: false,
      }),
    )
    expect(connection.received.filter((message) => message.type === 'pong')).toHaveLength(2)
    expect(connection.errors).toEqual([])
    expect(conversation.getStats().pingMs).toBe(33)
    await conversation.endSession()
  })

  it.each([
    [1000, 'Goodbye', { reason: 'agent' }],
    [4000, 'Agent busy', { reason: 'error', message: 'Agent busy' }],
  ])('ends on a server close %i', async (code, reason, details) => {
    const { onDisconnect } = await talk([initiation(), close(code, reason)])
    await vi.waitFor(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject(details)
  })

  it('rejects a forged signed URL before the session starts', async () => {
    agent = await createMockAgent({ port: 0, secret: 'test-secret', scenario: [initiation()] })
    const forged = agent.signUrl('agent_1').replace(/signature=[^&]+/, 'signature=forged')
    const started = Conversation.startSession({ signedUrl: forged, textOnly: true })
    await expect(started).rejects.toBeInstanceOf(SessionStartError)
  })
})
