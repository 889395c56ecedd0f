import { afterEach, describe, expect, it } from 'vitest'
import { Conversation } from './conversation'
import { SessionStartError } from './errors'
import { eventually } from './eventually.test.helper'
import { closeAgent, startAgent, talk } from './mock-agent.test.helper'
import {
  clientToolCall,
  close,
  drop,
  endCall,
  initiation,
  MALFORMED_FRAMES,
  malformedFrames,
  ping,
} from './testing/index.ts'

afterEach(closeAgent)

describe('against the mock agent', () => {
  it('opens a signed URL with the convai sub-protocol and the initiation first', async () => {
    const { conversation, connection } = await talk([initiation()], { authorization: 'tok' })
    expect(connection.request.protocols).toEqual(['convai', 'bearer.tok'])
    expect(connection.received[0]).toEqual({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { conversation: { text_only: true } },
    })
    expect(conversation.getId()).toBe(connection.settings.conversationId)
    await conversation.endSession()
    expect((await connection.closed).code).toBe(1000)
  })

  it('reports every malformed frame through onError and carries on', async () => {
    const { onError, onMessage, conversation } = await talk([initiation(), malformedFrames()])
    await eventually(() =>
      expect(onMessage).toHaveBeenCalledWith({
        source: 'ai',
        role: 'agent',
        message: 'Still here.',
        event_id: 1,
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
    await eventually(() =>
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
    await eventually(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject(details)
  })

  it('rejects a forged or expired signed URL with the agent’s reason', async () => {
    const agent = await startAgent({ port: 0, secret: 'test-secret', scenario: [initiation()] })
    const forged = agent.signUrl('agent_1').replace(/signature=[^&]+/, 'signature=forged')
    const error = await Conversation.startSession({ signedUrl: forged, textOnly: true }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SessionStartError)
    expect(error).toMatchObject({
      message:
        'The connection was closed before the conversation started: Refused: the signature does not match',
      code: 1008,
      closeReason: 'Refused: the signature does not match',
    })
    const expired = agent.signUrl('agent_1', -1)
    await expect(Conversation.startSession({ signedUrl: expired, textOnly: true })).rejects.toThrow(
      'Refused: the signed URL has expired',
    )
  })

  it('ends as the agent on end_call, with its context', async () => {
    const { onDisconnect, connection } = await talk([initiation(), endCall()])
    await eventually(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({
      reason: 'agent',
      context: { type: 'end_call', tool_name: 'end_call' },
    })
    expect((await connection.closed).code).toBe(1000)
  })

  it.each([
    [close(1011, 'Internal error'), { message: 'Internal error', closeCode: 1011 }],
    // A dropped socket fails before it closes: the socket error ends the session.
    [drop(), { message: 'The connection was closed due to a socket error.' }],
  ])('ends as an error when the agent fails (%#)', async (step, details) => {
    const { onDisconnect } = await talk([initiation(), step])
    await eventually(() => expect(onDisconnect).toHaveBeenCalledTimes(1))
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({ reason: 'error', ...details })
  })

  it('answers a tool it does not define, so the script carries on', async () => {
    const { connection, onError } = await talk([
      initiation(),
      clientToolCall({ toolName: 'missing' }),
      ping(),
    ])
    await connection.waitFor('pong')
    expect(connection.received.find((m) => m.type === 'client_tool_result')).toMatchObject({
      result: 'Client tool with name missing is not defined on client',
      is_error: true,
    })
    expect(connection.errors).toEqual([])
    expect(onError).toHaveBeenCalledWith('Client tool with name missing is not defined on client', {
      clientToolName: 'missing',
    })
  })
})
