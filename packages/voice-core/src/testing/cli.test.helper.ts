// Starts the demo agent CLI as its own process, as `pnpm dev` does.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))

/** A running (or exited) CLI process and what it printed. */
export interface CliProcess {
  child: ChildProcess
  /** Resolves with the conversation URL it announces; rejects if it exits first. */
  ready: Promise<string>
  /** Everything it printed so far, stdout and stderr together. */
  output(): string
}

/** Starts the CLI with `args`; `DEMO_AGENT_SECRET` comes only from `env`, never the shell. */
export function startCli(args: string[], env: Record<string, string> = {}): CliProcess {
  const { DEMO_AGENT_SECRET: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...inherited, ...env } })
  let output = ''
  child.stdout?.on('data', (data) => {
    output += data
  })
  child.stderr?.on('data', (data) => {
    output += data
  })
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /ready at (\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', () => reject(new Error(`The CLI exited: ${output}`)))
  })
  // A test about a refusal never waits for readiness; the rejection is for those that do.
  ready.catch(() => {})
  return { child, ready, output: () => output }
}
