import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectClient } from './client.test.helper.ts'
import { DEFAULT_MAX_PAYLOAD, DEFAULT_MAX_RECORDED_BYTES, formatBytes } from './limits.ts'
import { createMockAgent, type MockAgent } from './mock-agent.ts'
import { encodeFrame, openRawSocket } from './raw-socket.test.helper.ts'
import type { Scenario } from './scenarios.ts'
import { close } from './steps.ts'

// Real sockets on a machine that may be busy: generous bounds, never a deadline that decides.
let agent: MockAgent | undefined

afterEach(async () => {
  vi.useRealTimers()
  await agent?.close()
  agent = undefined
})

/** A `user_message` whose JSON is exactly `bytes` long. */
const messageOf = (bytes: number) => ({ type: 'user_message', text: 'x'.repeat(bytes - 33) })

describe('the message size limit', { timeout: 30_000 }, () => {
  it('is 1 MiB unless set, and a bigger message closes its socket with 1009, recording nothing', async () => {
    expect(DEFAULT_MAX_PAYLOAD).toBe(1024 * 1024)
    agent = await createMockAgent({ secret: null, scenario: [], maxPayload: 1000 })
    const client = await connectClient(agent.url)
    const connection = await agent.nextConnection()
    client.send(messageOf(1000))
    await connection.waitFor('user_message', { timeoutMs: 15_000 })
    client.send(messageOf(1001))
    expect((await client.closed).code).toBe(1009)
    await connection.closed
    expect(connection.received).toHaveLength(1)
    expect(connection.invalidFrames).toEqual([])
    expect(connection.errors).toEqual(['The client broke the protocol: Max payload size exceeded'])
  })

  it('refuses a frame announcing more than the limit before its bytes arrive', async () => {
    agent = await createMockAgent({ secret: null, scenario: [] })
    const raw = await openRawSocket(agent.url)
    // Only the header is sent: the agent must answer without waiting for 50 MB.
    raw.write(encodeFrame({ opcode: 0x1, declaredLength: 50_000_000 }))
    expect((await raw.outcome).close?.code).toBe(1009)
  })
})

describe('the recording limit', { timeout: 30_000 }, () => {
  it('is 32 MiB unless set', () => {
    expect(DEFAULT_MAX_RECORDED_BYTES).toBe(32 * 1024 * 1024)
    expect(formatBytes(DEFAULT_MAX_RECORDED_BYTES)).toBe('32 MiB')
    expect(formatBytes(1000)).toBe('1000 bytes')
  })

  it('closes a conversation whose client sends more than the limit, keeping what fitted', async () => {
    agent = await createMockAgent({ secret: null, scenario: [], maxRecordedBytes: 1000 })
    const client = await connectClient(agent.url)
    const connection = await agent.nextConnection()
    for (let i = 0; i < 4; i++) client.send(messageOf(300))
    expect(await client.closed).toEqual({
      code: 1008,
      reason: 'Closed: the conversation passed 1000 bytes',
    })
    await connection.closed
    expect(connection.received).toHaveLength(3)
    expect(connection.errors).toEqual(['The conversation passed the recording limit of 1000 bytes'])
  })

  it('counts what the agent sends, and frames that are not JSON', async () => {
    const chatty: Scenario = (connection) => {
      for (let i = 0; i < 10; i++) connection.sendRaw('y'.repeat(200))
    }
    agent = await createMockAgent({ secret: null, scenario: chatty, maxRecordedBytes: 1000 })
    const client = await connectClient(agent.url)
    const connection = await agent.nextConnection()
    expect((await client.closed).code).toBe(1008)
    expect(connection.sent).toHaveLength(5)
    expect(client.raw).toHaveLength(5)

    const quiet = await createMockAgent({ secret: null, scenario: [], maxRecordedBytes: 1000 })
    try {
      const sender = await connectClient(quiet.url)
      const listener = await quiet.nextConnection()
      for (let i = 0; i < 6; i++) sender.socket.send('z'.repeat(200))
      expect((await sender.closed).code).toBe(1008)
      expect(listener.invalidFrames).toHaveLength(5)
    } finally {
      await quiet.close()
    }
  })
})

describe('closed connections', { timeout: 30_000 }, () => {
  it('keeps only the latest keepClosedConnections of them', async () => {
    agent = await createMockAgent({
      secret: null,
      scenario: [close(1000, 'bye')],
      keepClosedConnections: 2,
    })
    for (let i = 0; i < 5; i++) {
      await connectClient(`${agent.url}?agent_id=c${i}`)
      await (await agent.nextConnection()).closed
    }
    expect(agent.connections.map((connection) => connection.request.agentId)).toEqual(['c3', 'c4'])
  })

  it('with 0, forgets a conversation once it ends, even one never handed out', async () => {
    const running = await createMockAgent({
      secret: null,
      chooseScenario: (request) => (request.agentId === 'ends' ? [close(1000, 'bye')] : []),
      keepClosedConnections: 0,
    })
    agent = running
    const ended = await connectClient(`${running.url}?agent_id=ends`)
    await ended.closed
    await vi.waitFor(() => expect(running.connections).toEqual([]), { timeout: 15_000 })
    await connectClient(`${running.url}?agent_id=stays`)
    const next = await running.nextConnection(15_000)
    expect(next.request.agentId).toBe('stays')
    expect(running.connections).toEqual([next])
  })
})

describe('the connection limit', { timeout: 30_000 }, () => {
  it('drops sockets past maxConnections and takes new ones once others close', async () => {
    agent = await createMockAgent({ secret: null, scenario: [], maxConnections: 2 })
    const first = await connectClient(agent.url)
    await connectClient(agent.url)
    const held = await agent.nextConnection()
    await expect(connectClient(agent.url)).rejects.toThrow()
    first.socket.close()
    await held.closed
    const again = await connectClient(agent.url)
    expect(again.socket.readyState).toBe(again.socket.OPEN)
  })
})

describe('the idle timeout', { timeout: 30_000 }, () => {
  it('hangs up with 1008 on a client silent for idleTimeoutMs since its last message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    agent = await createMockAgent({ secret: null, scenario: [], idleTimeoutMs: 60_000 })
    const client = await connectClient(agent.url)
    const connection = await agent.nextConnection()
    await vi.advanceTimersByTimeAsync(59_000)
    client.send({ type: 'user_activity' })
    await connection.waitFor('user_activity')
    await vi.advanceTimersByTimeAsync(59_999)
    expect(connection.isOpen).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(await client.closed).toEqual({
      code: 1008,
      reason: 'Closed: no message from the client for 60 s',
    })
  })

  it('drops a silent client that does not even answer the close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    agent = await createMockAgent({ secret: null, scenario: [], idleTimeoutMs: 60_000 })
    const raw = await openRawSocket(agent.url)
    // Deaf from now on: the agent's close frame goes unanswered.
    raw.socket.removeAllListeners('data')
    await vi.advanceTimersByTimeAsync(60_000)
    // ws waits 30 s for the answer to a close, then drops the socket.
    await vi.advanceTimersByTimeAsync(30_000)
    await raw.outcome
    expect(raw.socket.destroyed).toBe(true)
  })
})
