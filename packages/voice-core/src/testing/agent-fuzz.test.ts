// Bounded abuse of one mock agent on loopback (malformed frames, oversize frames, a flood of
// connections), after which it must still hold a whole conversation. fast-check prints the seed
// of a failing run, to replay it.
import { connect, type Socket } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { admission } from './client.test.helper.ts'
import { expectDemoConversation } from './demo-session.test.helper.ts'
import { DEFAULT_MAX_PAYLOAD } from './limits.ts'
import { createMockAgent, type MockAgent } from './mock-agent.ts'
import { encodeFrame, openRawSocket } from './raw-socket.test.helper.ts'

const SECRET = 'fuzz-secret'
/** Connections the flood opens at once: well past a browser's use, under the agent's cap. */
const FLOOD = 200

let agent: MockAgent

beforeAll(async () => {
  agent = await createMockAgent({ secret: SECRET })
})

afterAll(async () => {
  await agent.close()
})

/**
 * Close codes a server may send (RFC 6455 §7.4); the agent echoes the client's valid ones. 1005
 * stands for a close frame without a code, the answer to a client's own empty close.
 */
const sendable = (code: number) =>
  code === 1005 ||
  (code >= 1000 && code <= 1014 && ![1004, 1006].includes(code)) ||
  (code >= 3000 && code <= 4999)

/** Lengths at the edges of the header's three forms and of the agent's limit. */
const edgeLength = fc.constantFrom(
  0,
  125,
  126,
  127,
  0xffff,
  0x10000,
  DEFAULT_MAX_PAYLOAD,
  DEFAULT_MAX_PAYLOAD + 1,
  2 ** 32,
  2 ** 40,
  2 ** 53 - 1,
)

/** A frame: sometimes one a client could send, often one broken in a header field. */
const frame = fc
  .record({
    fin: fc.boolean(),
    rsv: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 7 })),
    opcode: fc.oneof(
      fc.constantFrom(0x0, 0x1, 0x2, 0x8, 0x9, 0xa),
      fc.integer({ min: 0, max: 15 }),
    ),
    mask: fc.oneof(fc.constant(true), fc.boolean()),
    payload: fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ maxLength: 200 }).map((text) => new TextEncoder().encode(text)),
      fc.jsonValue().map((value) => new TextEncoder().encode(JSON.stringify(value))),
    ),
    declaredLength: fc.option(fc.oneof(fc.nat({ max: 1000 }), edgeLength), { nil: undefined }),
  })
  .map((parts) => encodeFrame(parts))

/** What a run writes: frames, raw bytes (random headers), or a 64-bit length with its top bit set. */
const chunk = fc.oneof(
  { weight: 4, arbitrary: frame },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b)),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.from([0x81, 0xff, 0x80, 0, 0, 0, 0, 0, 0, 0])) },
)

const signedUrl = (agentId: string) => agent.signUrl(agentId)

/** Every conversation the agent holds has ended. */
async function allClosed(): Promise<void> {
  await vi.waitFor(() => expect(agent.connections.filter((c) => c.isOpen)).toEqual([]), {
    timeout: 15_000,
  })
}

describe('the mock agent under abuse', { timeout: 120_000 }, () => {
  it('closes each socket sent malformed frames, with a valid code when it sends one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(chunk, { minLength: 1, maxLength: 6 }),
        async (signed, chunks) => {
          const raw = await openRawSocket(signed ? signedUrl('fuzz') : agent.url)
          for (const bytes of chunks) raw.write(bytes)
          // Half-closes: whatever state the frames left, the agent must end the connection.
          raw.socket.end()
          const { close } = await raw.outcome
          if (close) expect(sendable(close.code), `close code ${close.code}`).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
    await allClosed()
    await expectDemoConversation(signedUrl('after-malformed'))
  })

  it('closes a session sent an oversize message with 1009, whole or in fragments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .integer({ min: DEFAULT_MAX_PAYLOAD + 1, max: 2 ** 53 - 1 })
            .map((declaredLength) => [
              encodeFrame({ opcode: 0x2, declaredLength, payload: Buffer.alloc(1024, 7) }),
            ]),
          fc.integer({ min: 2, max: 4 }).map((count) =>
            Array.from({ length: count }, (_, i) =>
              encodeFrame({
                opcode: i === 0 ? 0x1 : 0x0,
                fin: i === count - 1,
                payload: Buffer.alloc(Math.ceil(DEFAULT_MAX_PAYLOAD / (count - 1)), 'a'),
              }),
            ),
          ),
        ),
        async (frames) => {
          const raw = await openRawSocket(signedUrl('oversize'))
          for (const bytes of frames) raw.write(bytes)
          expect((await raw.outcome).close?.code).toBe(1009)
        },
      ),
      { numRuns: 12 },
    )
    await allClosed()
    await expectDemoConversation(signedUrl('after-oversize'))
  })

  it(`serves while ${FLOOD} connections are held open, and after they go`, async () => {
    const conversationRequest =
      'GET /v1/convai/conversation HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n'
    const held: Socket[] = []
    const connected: Promise<unknown>[] = []
    const raws = []
    for (let i = 0; i < FLOOD; i++) {
      const kind = i % 4
      if (kind === 0 || kind === 1) {
        // A bare TCP connection, and one that stops halfway through its upgrade request.
        const socket = connect(agent.port, '127.0.0.1')
        socket.on('error', () => {})
        connected.push(new Promise((resolve) => socket.once('connect', resolve)))
        if (kind === 1) socket.write(conversationRequest)
        held.push(socket)
      } else {
        // Upgraded: refused for want of a signature, or a session its client will drop.
        raws.push(openRawSocket(kind === 2 ? agent.url : signedUrl(`flood-${i}`)))
      }
    }
    const upgraded = await Promise.all(raws)
    await Promise.all(connected)
    expect(await admission(signedUrl('during-flood'))).toBe('started')
    for (const socket of held) socket.destroy()
    for (const raw of upgraded) raw.socket.destroy()
    await allClosed()
    await expectDemoConversation(signedUrl('after-flood'))
  })
})
