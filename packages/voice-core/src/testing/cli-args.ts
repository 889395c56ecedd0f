/**
 * Command-line options of the demo agent.
 */
import { parseArgs } from 'node:util'

/** Where the demo agent listens. */
export interface CliOptions {
  port: number
  host: string
}

/**
 * Reads `--port` (8788) and `--host` (127.0.0.1).
 *
 * @param argv - the arguments after the script name.
 * @throws Error with a usage hint for unknown options or a port outside 0–65535.
 */
export function parseCliArgs(argv: string[]): CliOptions {
  let values: { port?: string; host?: string }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, host: { type: 'string' } },
      strict: true,
    }))
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: cli.ts [--port 8788] [--host 127.0.0.1]`)
  }
  const port = Number(values.port ?? '8788')
  if (!/^[0-9]+$/.test(values.port ?? '8788') || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535; got ${values.port}`)
  }
  const host = values.host ?? '127.0.0.1'
  if (host.trim() === '') throw new Error('--host must not be empty')
  return { port, host }
}
