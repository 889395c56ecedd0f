/**
 * The offline demo agent: greets, then plays back whatever the visitor says.
 *
 * Usage: `node src/testing/cli.ts [--port 8788] [--host 127.0.0.1]`. Only URLs signed with
 * `DEMO_AGENT_SECRET` (default `local-demo-secret`) are accepted. Stops on SIGINT or SIGTERM.
 */
import { parseCliArgs } from './cli-args.ts'
import { createMockAgent } from './mock-agent.ts'

let options: ReturnType<typeof parseCliArgs>
try {
  options = parseCliArgs(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const agent = await createMockAgent({
  ...options,
  secret: process.env.DEMO_AGENT_SECRET || 'local-demo-secret',
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
