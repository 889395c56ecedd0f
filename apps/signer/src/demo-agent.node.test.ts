import { Conversation } from '@org/voice-core'
import { createMockAgent, type MockAgent } from '@org/voice-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSignedUrl } from './demo-mode'

// The signer and the demo agent are two programs that share only a secret and a signature format.
// This runs both sides for real: the signer's demo-mode signing (what the route returns), the demo
// agent from @org/voice-core/testing on a real socket, and the voice engine connecting with the
// URL. The route around the signing is tested in workerd (routes/signed-url.test.ts).
const secret = 'integration-secret'
let agent: MockAgent

beforeAll(async () => {
  agent = await createMockAgent({ port: 0, secret })
})
afterAll(() => agent.close())

const sign = (now = Date.now()) =>
  demoSignedUrl({ agentId: 'demo-agent', secret, baseUrl: agent.origin, now })

/**
 * Whether the demo agent starts a conversation on this URL: it answers the client's
 * `conversation_initiation_client_data` with `conversation_initiation_metadata`. A refused URL
 * ends without it, whether the agent turns the upgrade away or accepts and closes the socket.
 */
function admitted(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, ['convai'])
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'conversation_initiation_client_data' }))
    })
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type?: string }
      if (message.type !== 'conversation_initiation_metadata') return
      socket.close(1000)
      resolve(true)
    })
    socket.addEventListener('close', () => resolve(false))
  })
}

describe('a demo-mode URL from the signer', () => {
  it('starts a voice session with the demo agent', async () => {
    const conversation = await Conversation.startSession({
      signedUrl: await sign(),
      textOnly: true,
    })
    expect(conversation.getId()).toMatch(/\S/)
    await conversation.endSession()
  })

  it('is refused once its signature or agent is tampered with', async () => {
    const url = await sign()
    expect(await admitted(url)).toBe(true)
    expect(await admitted(url.replace(/signature=[^&]+/, 'signature=forged'))).toBe(false)
    expect(await admitted(url.replace(/agent_id=[^&]+/, 'agent_id=other-agent'))).toBe(false)
  })

  it('is refused once it has expired', async () => {
    const sixteenMinutesAgo = Date.now() - 16 * 60 * 1000
    expect(await admitted(await sign(sixteenMinutesAgo))).toBe(false)
  })
})
