/**
 * Memory of the demo agent under oversized frames: starts the CLI in its own process, opens a
 * signed session on loopback and sends two 50 MB text frames, then prints the agent's resident
 * memory before, at its peak and after the connection closed, and how the agent answered.
 * `--rounds N` repeats that on N sessions one after another, printing the memory after each, to
 * show whether it keeps growing.
 *
 *   node bench/demo-agent-memory.ts [--rounds 1]
 *
 * A figure to read, not a pass/fail gate: resident memory depends on the machine and on when
 * the garbage collector runs.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { encodeFrame, openRawSocket } from '../src/testing/raw-socket.test.helper.ts'
import { signConversationUrl } from '../src/testing/signature.ts'

const FRAME_BYTES = 50 * 1000 * 1000
const FRAMES = 2
/** How long the agent gets to release memory once the connection has closed. */
const SETTLE_MS = 3000

const rounds = Number(parseArgs({ options: { rounds: { type: 'string' } } }).values.rounds ?? '1')
const cli = fileURLToPath(new URL('../src/testing/cli.ts', import.meta.url))
const secret = randomBytes(32).toString('base64url')

/** Resident memory of a process in MB, from Linux's /proc. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
  return Math.round(kb / 1024)
}

/** One session that sends the frames; how many went out whole and how the agent closed it. */
async function attack(): Promise<{ written: number; close: string }> {
  const expires = Math.floor(Date.now() / 1000) + 60
  const raw = await openRawSocket(signConversationUrl(url, { secret, agentId: 'memory', expires }))
  const initiation = JSON.stringify({ type: 'conversation_initiation_client_data' })
  raw.write(encodeFrame({ opcode: 0x1, payload: Buffer.from(initiation) }))
  let written = 0
  for (let i = 0; i < FRAMES && !raw.socket.destroyed; i++) {
    const frame = encodeFrame({ opcode: 0x1, payload: Buffer.alloc(FRAME_BYTES, 'x') })
    await new Promise<void>((resolve) => {
      raw.socket.write(frame, () => resolve())
      raw.socket.once('close', () => resolve())
    })
    if (!raw.socket.destroyed) written++
  }
  // Frames the agent took in full are answered by a clean close; refused ones it closed already.
  raw.write(encodeFrame({ opcode: 0x8, payload: Buffer.from([0x03, 0xe8]) }))
  raw.socket.end()
  const outcome = await raw.outcome
  return {
    written,
    close: outcome.close ? `${outcome.close.code} ${outcome.close.reason}`.trim() : 'none',
  }
}

const agent = spawn(process.execPath, [cli, '--port', '0'], {
  env: { ...process.env, DEMO_AGENT_SECRET: secret },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const pid = agent.pid as number
const url = await new Promise<string>((resolve, reject) => {
  let output = ''
  agent.stdout.on('data', (data) => {
    output += data
    const match = /ready at (\S+)/.exec(output)
    if (match?.[1]) resolve(match[1])
  })
  agent.once('exit', (code) => reject(new Error(`The demo agent exited (${code}): ${output}`)))
})

try {
  await sleep(1000)
  const before = await residentMb(pid)
  let peak = before
  const sampler = setInterval(() => {
    residentMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb)
      },
      () => {},
    )
  }, 50)

  const afterRounds: number[] = []
  let written = 0
  let close = 'none'
  for (let round = 0; round < rounds; round++) {
    ;({ written, close } = await attack())
    await sleep(SETTLE_MS)
    afterRounds.push(await residentMb(pid))
  }
  clearInterval(sampler)
  const after = afterRounds.at(-1)

  console.log(
    `Demo agent (pid ${pid}), ${FRAMES} text frames of ${FRAME_BYTES / 1e6} MB each, ${rounds} round(s)`,
  )
  console.log(`  frames fully written:  ${written} of ${FRAMES}`)
  console.log(`  agent's close frame:   ${close}`)
  console.log(`  RSS before:            ${before} MB`)
  console.log(`  RSS peak:              ${peak} MB`)
  console.log(`  RSS ${SETTLE_MS / 1000} s after close:  ${after} MB`)
  if (rounds > 1) console.log(`  RSS after each round:  ${afterRounds.join(', ')} MB`)
  console.log(
    `  agent still running:   ${agent.exitCode === null ? 'yes' : `no (${agent.exitCode})`}`,
  )
} finally {
  agent.kill('SIGTERM')
}
