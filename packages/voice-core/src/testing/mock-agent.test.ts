import { afterEach, describe, expect, it, vi } from 'vitest'
import { admission, connectClient, upgradeStatus } from './client.test.helper.ts'
import { createMockAgent, type MockAgent } from './mock-agent.ts'
import { initiation } from './scenarios.ts'
import { signConversationUrl } from './signature.ts'
import { close } from './steps.ts'

const SECRET = 'test-secret'
let agent: MockAgent | undefined

afterEach(async () => {
  vi.unstubAllEnvs()
  await agent?.close()
  agent = undefined
})

describe('createMockAgent', () => {
  it('listens on a free port and names its endpoint', async () => {
    agent = await createMockAgent({ secret: null })
    expect(agent.port).toBeGreaterThan(0)
    expect(agent.origin).toBe(`ws://127.0.0.1:${agent.port}`)
    expect(agent.url).toBe(`ws://127.0.0.1:${agent.port}/v1/convai/conversation`)
    const response = await fetch(`http://127.0.0.1:${agent.port}/v1/convai/conversation`)
    expect(response.status).toBe(426)
  })

  it('refuses other paths with 404', async () => {
    agent = await createMockAgent({ secret: null })
    expect(await upgradeStatus(`${agent.origin}/v1/other`)).toBe(404)
  })

  it('rejects a bad format option with the catalogue message', async () => {
    await expect(createMockAgent({ outputFormat: 'mp3_44100' })).rejects.toThrow('Invalid format')
    await expect(createMockAgent({ inputFormat: 'pcm_x' })).rejects.toThrow('Invalid sample rate')
  })

  it('records what each client requested and hands connections out in order', async () => {
    agent = await createMockAgent({ secret: null, scenario: [] })
    const first = await connectClient(`${agent.url}?agent_id=one`, ['convai', 'bearer.token-1'])
    const second = await connectClient(`${agent.url}?agent_id=two`)
    expect(first.socket.protocol).toBe('convai')
    const a = await agent.nextConnection()
    const b = await agent.nextConnection()
    expect(a.request).toMatchObject({ agentId: 'one', protocols: ['convai', 'bearer.token-1'] })
    expect(b.request.agentId).toBe('two')
    expect(agent.connections).toEqual([a, b])
    await expect(agent.nextConnection(50)).rejects.toThrow('No connection arrived within 50 ms')
    first.socket.close()
    second.socket.close()
  })

  it('waits for a connection that has not arrived yet', async () => {
    agent = await createMockAgent({ secret: null, scenario: [] })
    const pending = agent.nextConnection()
    const client = await connectClient(agent.signUrl('demo-agent'))
    expect((await pending).request.agentId).toBe('demo-agent')
    client.socket.close()
  })

  it('records client messages and frames that are not JSON objects', async () => {
    agent = await createMockAgent({ secret: null, scenario: [] })
    const client = await connectClient(agent.url)
    const connection = await agent.nextConnection()
    client.socket.send('garbage')
    client.socket.send('[1,2]')
    client.send({ type: 'user_activity' })
    client.send({ user_audio_chunk: 'AA==' })
    expect(await connection.waitFor('user_activity')).toEqual({ type: 'user_activity' })
    await connection.waitFor('user_audio_chunk')
    expect(connection.invalidFrames).toEqual(['garbage', '[1,2]'])
    expect(connection.errors).toEqual([
      'Invalid user_audio_chunk: PCM audio must have an even number of bytes; got 1',
    ])
    await expect(connection.waitFor('pong', { timeoutMs: 30 })).rejects.toThrow(
      'Timed out after 30 ms waiting for "pong"',
    )
    client.socket.close()
    await expect(connection.waitFor('pong')).rejects.toThrow(
      'The connection closed while waiting for "pong"',
    )
  })

  it('works with Node’s own WebSocket client', async () => {
    agent = await createMockAgent({ secret: null, scenario: initiation(), conversationId: 'c-1' })
    const socket = new globalThis.WebSocket(agent.signUrl('demo-agent'), ['convai'])
    const first = new Promise<string>((resolve, reject) => {
      socket.addEventListener('message', (event) => resolve(String(event.data)))
      socket.addEventListener('error', () => reject(new Error('socket error')))
    })
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ type: 'conversation_initiation_client_data' })),
    )
    expect(JSON.parse(await first)).toEqual({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: 'c-1',
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    })
    expect(socket.protocol).toBe('convai')
    socket.close()
  })

  it('closes once, however often close() is called', async () => {
    const closing = await createMockAgent({ secret: null, scenario: [] })
    const client = await connectClient(closing.url)
    await Promise.all([closing.close(), closing.close()])
    await expect(closing.close()).resolves.toBeUndefined()
    expect((await client.closed).code).toBe(1006)
  })

  it('runs the script chooseScenario picks for each connection, or the one set last', async () => {
    agent = await createMockAgent({
      secret: null,
      scenario: [close(4000, 'default')],
      chooseScenario: (request) =>
        request.agentId === 'busy' ? [close(4002, 'busy')] : [close(4001, 'chosen')],
    })
    expect((await (await connectClient(`${agent.url}?agent_id=busy`)).closed).reason).toBe('busy')
    expect((await (await connectClient(`${agent.url}?agent_id=x`)).closed).reason).toBe('chosen')
    const plain = await createMockAgent({ secret: null, scenario: [close(4000, 'first')] })
    try {
      expect((await (await connectClient(plain.url)).closed).reason).toBe('first')
      plain.setScenario(close(4000, 'second'))
      expect((await (await connectClient(plain.url)).closed).reason).toBe('second')
    } finally {
      await plain.close()
    }
  })

  it('closes its connections when it closes', async () => {
    agent = await createMockAgent({ secret: null, scenario: [] })
    const client = await connectClient(agent.url)
    await agent.close()
    agent = undefined
    expect((await client.closed).code).toBe(1006)
  })
})

describe('the signed-URL gate', () => {
  const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds

  it('accepts URLs it signed itself', async () => {
    agent = await createMockAgent({ secret: SECRET })
    expect(await admission(agent.signUrl('demo-agent'))).toBe('started')
    expect(new URL(agent.signUrl('demo-agent', 60)).searchParams.get('expires')).toBe(
      String(expiresIn(60)),
    )
  })

  it('accepts a URL signed with the shared secret elsewhere', async () => {
    agent = await createMockAgent({ secret: SECRET })
    const url = signConversationUrl(agent.url, {
      secret: SECRET,
      agentId: 'demo-agent',
      expires: expiresIn(30),
    })
    expect(await admission(url)).toBe('started')
  })

  it('closes on unsigned URLs with 1008 and a reason a client can show', async () => {
    agent = await createMockAgent({ secret: SECRET })
    expect(await admission(`${agent.url}?agent_id=demo-agent`)).toEqual({
      code: 1008,
      reason: 'Refused: agent_id, expires and signature are required',
    })
    expect(agent.connections).toEqual([])
  })

  it('closes on forged, tampered and expired URLs with 1008 and the reason', async () => {
    agent = await createMockAgent({ secret: SECRET })
    const valid = agent.signUrl('demo-agent')
    const forged = signConversationUrl(agent.url, {
      secret: 'guessed',
      agentId: 'demo-agent',
      expires: expiresIn(60),
    })
    const expired = signConversationUrl(agent.url, {
      secret: SECRET,
      agentId: 'demo-agent',
      expires: expiresIn(-1),
    })
    const tamperedAgent = valid.replace('agent_id=demo-agent', 'agent_id=admin')
    const tamperedExpiry = valid.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`)
    const refused = (reason: string) => ({ code: 1008, reason: `Refused: ${reason}` })
    expect(await admission(forged)).toEqual(refused('the signature does not match'))
    expect(await admission(expired)).toEqual(refused('the signed URL has expired'))
    expect(await admission(tamperedAgent)).toEqual(refused('the signature does not match'))
    expect(await admission(tamperedExpiry)).toEqual(refused('the signature does not match'))
    expect(agent.connections).toEqual([])
  })

  it('takes its secret from DEMO_AGENT_SECRET by default', async () => {
    vi.stubEnv('DEMO_AGENT_SECRET', SECRET)
    agent = await createMockAgent()
    expect(await admission(`${agent.url}?agent_id=demo-agent`)).toMatchObject({ code: 1008 })
    const url = signConversationUrl(agent.url, {
      secret: SECRET,
      agentId: 'demo-agent',
      expires: expiresIn(30),
    })
    expect(await admission(url)).toBe('started')
  })

  it('accepts any URL when the secret is null', async () => {
    agent = await createMockAgent({ secret: null })
    expect(agent.signUrl('demo-agent')).toBe(`${agent.url}?agent_id=demo-agent`)
    expect(await admission(`${agent.url}?agent_id=anything`)).toBe('started')
  })
})
