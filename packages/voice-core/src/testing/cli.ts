/**
 * The offline demo agent: greets, then plays back whatever the visitor says.
 *
 * Usage: `node src/testing/cli.ts [--port 8788] [--host 127.0.0.1] [--allow-origin ORIGIN]...`.
 * Only URLs signed with `DEMO_AGENT_SECRET` are accepted; on loopback it defaults to the public
 * `local-demo-secret`, any other host needs a secret of its own (32 characters or more). Stops
 * on SIGINT or SIGTERM.
 */
import { parseCliArgs } from './cli-args.ts'
import { cliSecret } from './cli-secret.ts'
import { createMockAgent } from './mock-agent.ts'

let options: ReturnType<typeof parseCliArgs>
let secret: string
try {
  options = parseCliArgs(process.argv.slice(2))
  secret = cliSecret(options.host, process.env.DEMO_AGENT_SECRET)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const agent = await createMockAgent({
  ...options,
  secret,
  // A long-running agent keeps nothing of a conversation once it has ended.
  keepClosedConnections: 0,
})
console.log(`Demo voice agent ready at ${agent.url} (signed URLs only)`)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  agent.close().then(
    () => console.log(`Demo voice agent stopped (${signal})`),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
process.once('SIGINT', () => stop('SIGINT'))
process.once('SIGTERM', () => stop('SIGTERM'))
