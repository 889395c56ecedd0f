// Each frame here once ended the demo agent's process. Run against the CLI in its own process, as
// `pnpm dev` starts it, so a crash shows as a dead process and not only as a test error.
import { once } from 'node:events'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CliProcess, startCli } from './cli.test.helper.ts'
import { admission } from './client.test.helper.ts'
import { expectDemoConversation } from './demo-session.test.helper.ts'
import { encodeFrame, openRawSocket } from './raw-socket.test.helper.ts'
import { signConversationUrl } from './signature.ts'

const SECRET = 'probe-secret-long-enough-for-any-host-0123'
const TEXT = 0x1
const CONTINUATION = 0x0

let cli: CliProcess
let url: string

beforeAll(async () => {
  cli = startCli(['--port', '0'], { DEMO_AGENT_SECRET: SECRET })
  url = await cli.ready
}, 30_000)

afterAll(async () => {
  if (cli.child.exitCode !== null) return
  cli.child.kill('SIGTERM')
  await once(cli.child, 'exit')
})

const signed = (agentId = 'probe') =>
  signConversationUrl(url, {
    secret: SECRET,
    agentId,
    expires: Math.floor(Date.now() / 1000) + 60,
  })

/** Proof the process is alive and still admits conversations: a fresh session starts. */
async function expectStillServing(): Promise<void> {
  expect(await admission(signed('after-probe'))).toBe('started')
  expect(cli.child.exitCode).toBeNull()
}

/** Sends `bytes` on a raw upgraded socket and returns the close the agent answered with. */
async function closeAfter(target: string, ...frames: Buffer[]) {
  const raw = await openRawSocket(target)
  for (const frame of frames) raw.write(frame)
  return (await raw.outcome).close
}

const probes: Array<[string, number, Buffer]> = [
  [
    'a frame announcing 2^40 bytes',
    1009,
    encodeFrame({ opcode: TEXT, declaredLength: 2 ** 40, payload: Buffer.from('x') }),
  ],
  [
    'a text frame of invalid UTF-8',
    1007,
    encodeFrame({ opcode: TEXT, payload: Buffer.from([0xc3, 0x28]) }),
  ],
  [
    'an unmasked frame',
    1002,
    encodeFrame({ opcode: TEXT, payload: Buffer.from('{}'), mask: false }),
  ],
  [
    'a frame with RSV1 set',
    1002,
    encodeFrame({ opcode: TEXT, payload: Buffer.from('{}'), rsv: 4 }),
  ],
]

describe('the demo agent process', { timeout: 60_000 }, () => {
  it.each(probes)(
    'refuses an unsigned socket that sends %s, and keeps running',
    async (_, _code, frame) => {
      const close = await closeAfter(url, frame)
      expect(close).toEqual({
        code: 1008,
        reason: 'Refused: agent_id, expires and signature are required',
      })
      await expectStillServing()
    },
  )

  it.each(probes)('closes a signed session that sends %s with %i', async (_, code, frame) => {
    expect((await closeAfter(signed(), frame))?.code).toBe(code)
    await expectStillServing()
  })

  it('closes a signed session announcing a 110 MB message with 1009, before it arrives', async () => {
    const header = encodeFrame({
      opcode: TEXT,
      declaredLength: 110 * 1000 * 1000,
      payload: Buffer.alloc(64 * 1024, 'x'),
    })
    expect((await closeAfter(signed(), header))?.code).toBe(1009)
    await expectStillServing()
  })

  it('closes a message whose fragments add up past 1 MiB with 1009', async () => {
    const half = Buffer.alloc(600 * 1024, 'x')
    const close = await closeAfter(
      signed(),
      encodeFrame({ opcode: TEXT, payload: half, fin: false }),
      encodeFrame({ opcode: CONTINUATION, payload: half }),
    )
    expect(close?.code).toBe(1009)
    await expectStillServing()
  })

  it('answers an upgrade to a target that is not a URL with 400', async () => {
    const { port } = new URL(url)
    const socket = connect(Number(port), '127.0.0.1')
    socket.write(
      'GET //a:99999/ HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    )
    let response = ''
    socket.on('data', (data) => {
      response += data
    })
    await once(socket, 'close')
    expect(response).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(response).toContain('The request target is not a URL path')
    await expectStillServing()
  })

  it('serves a whole conversation after all of the above', async () => {
    await expectDemoConversation(signed())
    expect(cli.child.exitCode).toBeNull()
  })
})
