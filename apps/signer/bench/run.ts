/**
 * Load benchmark: `pnpm bench`. Starts `wrangler dev` for the signer (demo mode, port 8797) and
 * for a bare Hono worker (port 8798), drives each in turn with autocannon against
 * `POST /functions/v1/elevenlabs-signed-url`, prints the figures side by side, stops both
 * servers and exits non-zero if a target is missed.
 *
 * The signer runs with LOCAL_RATE_LIMIT_PER_MINUTE and VOICE_DAILY_BUDGET raised (via `--var`)
 * because every request comes from one client IP: the point is to measure throughput, not the
 * limiter's 429s or the budget's 503s. Both workers
 * run with `--log-level error` so per-request logging in wrangler's Node process is not measured.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { newTally, percentile, printTable, requestsPerSecond, type Tally } from './stats.ts'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP_SECONDS = 2
const ROUND_SECONDS = 2
const CONNECTIONS = 10
const LIGHT_SECONDS = 6
const TARGETS = { throughputRatio: 0.8, p99Ms: 20 }

type Server = { name: string; port: number; child: ChildProcess; log: string[] }

function startWorker(name: string, port: number, extraArgs: string[]): Server {
  const child = spawn(
    'pnpm',
    // `--log-level error`: wrangler dev otherwise reports every request through its Node process,
    // which costs more than the worker itself and would swamp both measurements.
    [
      'exec',
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--log-level',
      'error',
      ...extraArgs,
    ],
    {
      cwd: new URL('..', import.meta.url).pathname,
      // Own process group, so stopping it also stops workerd and esbuild underneath.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    },
  )
  const log: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  return { name, port, child, log }
}

async function waitHealthy(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/health`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${server.name} did not start on port ${server.port}:\n${server.log.join('')}`)
}

/**
 * Starts a worker and waits for /health, retrying twice: other wrangler processes starting on
 * the machine at the same moment can take the internal port this one picked.
 */
async function startHealthy(
  servers: Server[],
  name: string,
  port: number,
  args: string[],
): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    const server = startWorker(name, port, args)
    servers.push(server)
    try {
      await waitHealthy(server)
      return server
    } catch (error) {
      await stop(server)
      if (attempt === 3) throw error
    }
  }
}

/**
 * Every process in the server's session. `detached` makes the child a session leader; wrangler
 * puts workerd in process groups of its own, but they stay in this session.
 */
function sessionPids(sid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,sid='], { encoding: 'utf8' })
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, session]) => session === sid && pid !== undefined && pid > 0)
    .map(([pid]) => pid as number)
}

/** Stops a server: SIGTERM to its group (wrangler then stops workerd), SIGKILL to stragglers. */
async function stop(server: Server): Promise<void> {
  const sid = server.child.pid
  if (sid === undefined) return
  try {
    process.kill(-sid, 'SIGTERM')
  } catch {
    // The group leader is gone already; stragglers are handled below.
  }
  const deadline = Date.now() + 5000
  while (sessionPids(sid).length > 0 && Date.now() < deadline) await sleep(100)
  for (const pid of sessionPids(sid)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Exited meanwhile.
    }
  }
}

/** One autocannon run against the signing route, adding every response to `tally`. */
async function load(
  port: number,
  seconds: number,
  tally?: Tally,
  connections = CONNECTIONS,
): Promise<void> {
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}/functions/v1/elevenlabs-signed-url`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      apikey: 'local-anon-key',
      origin: 'http://127.0.0.1:5173',
      // The dummy token a Turnstile test site key hands out; the local stand-in redeems it.
      'x-turnstile-token': 'XXXX.DUMMY.TOKEN.XXXX',
    },
    body: JSON.stringify({ agentId: 'demo-agent' }),
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (!tally) return
      tally.latenciesMs.push(responseTimeMs)
      if (statusCode < 200 || statusCode > 299) tally.non2xx += 1
      if (statusCode >= 500) tally.status5xx += 1
    })
  })
  if (tally) {
    tally.seconds += result.duration
    tally.errors += result.errors
    tally.timeouts += result.timeouts
  }
}

async function main(): Promise<number> {
  const servers: Server[] = []
  const onSignal = () => {
    void Promise.all(servers.map(stop)).then(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    // Started one after the other: two wrangler dev processes starting at once can pick the same
    // free port for their internal sockets and one of them then fails.
    const signer = await startHealthy(servers, 'signer', 8797, [
      '--var',
      'LOCAL_RATE_LIMIT_PER_MINUTE:1000000000',
      '--var',
      'VOICE_DAILY_BUDGET:1000000000',
      '--var',
      'DEMO_AGENT_SECRET:local-demo-secret',
    ])
    const bare = await startHealthy(servers, 'bare hono', 8798, [
      '--config',
      'bench/wrangler.bare.jsonc',
    ])
    // Measured one at a time so the two never compete for the CPU, and interleaved in short
    // rounds so a burst of background load on the machine hits both alike.
    const measure = async (seconds: number, connections: number) => {
      const tallies = [newTally(bare.name), newTally(signer.name)] as const
      for (let round = 0; round < seconds / ROUND_SECONDS; round++) {
        await load(bare.port, ROUND_SECONDS, tallies[0], connections)
        await load(signer.port, ROUND_SECONDS, tallies[1], connections)
      }
      return tallies
    }
    for (const server of [bare, signer]) await load(server.port, WARMUP_SECONDS)

    console.log(
      `Saturation: autocannon, ${CONNECTIONS} connections, as fast as each answers, ` +
        `${DURATION_SECONDS} s each, POST /functions/v1/elevenlabs-signed-url (demo mode)\n`,
    )
    const [bareMax, signerMax] = await measure(DURATION_SECONDS, CONNECTIONS)
    printTable([bareMax, signerMax])

    console.log(
      `\nNo queueing: 1 connection, one request at a time, ${LIGHT_SECONDS} s each ` +
        '(the latency of the work itself)\n',
    )
    const [bareSteady, signerSteady] = await measure(LIGHT_SECONDS, 1)
    printTable([bareSteady, signerSteady])

    const ratio = requestsPerSecond(signerMax) / requestsPerSecond(bareMax)
    const p99Max = percentile(signerMax.latenciesMs, 99)
    const p99Steady = percentile(signerSteady.latenciesMs, 99)
    const failures = [signerMax, signerSteady].reduce(
      (sum, t) => sum + t.non2xx + t.errors + t.timeouts,
      0,
    )
    const status5xx = signerMax.status5xx + signerSteady.status5xx
    const checks = [
      [
        `throughput ${ratio.toFixed(2)}x bare (target >= ${TARGETS.throughputRatio}x)`,
        ratio >= TARGETS.throughputRatio,
      ],
      [
        `p99 at saturation ${p99Max.toFixed(1)} ms (target <= ${TARGETS.p99Ms} ms)`,
        p99Max <= TARGETS.p99Ms,
      ],
      [
        `p99 with 1 connection ${p99Steady.toFixed(1)} ms (target <= ${TARGETS.p99Ms} ms)`,
        p99Steady <= TARGETS.p99Ms,
      ],
      [
        `5xx ${status5xx}, other failures ${failures} (target 0)`,
        status5xx === 0 && failures === 0,
      ],
    ] as const
    console.log('')
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  signer ${label}`)
    return checks.every(([, ok]) => ok) ? 0 : 1
  } finally {
    await Promise.all(servers.map(stop))
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
