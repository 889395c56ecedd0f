/**
 * Command-line options of the demo agent.
 */
import { parseArgs } from 'node:util'
import { parseAudioFormat } from '../dsp/format.ts'
import { parseAllowedOrigins } from './origins.ts'

/** Where the demo agent listens, the audio formats it announces and the pages it serves. */
export interface CliOptions {
  port: number
  host: string
  inputFormat?: string
  outputFormat?: string
  /** Origins of pages elsewhere than this machine that may talk to the agent. */
  allowedOrigins?: string[]
}

const USAGE =
  'Usage: cli.ts [--port 8788] [--host 127.0.0.1] [--input-format pcm_16000] [--output-format pcm_16000] [--allow-origin https://www.example.com]...'

/**
 * Reads `--port` (8788), `--host` (127.0.0.1), `--input-format` and `--output-format` (the
 * agent's defaults, `pcm_16000`; `ulaw_8000` for telephony audio), and `--allow-origin`, once
 * per origin of a page elsewhere than this machine that may talk to the agent.
 *
 * @param argv - the arguments after the script name.
 * @throws Error with a usage hint for unknown options, a port outside 0–65535, a format the
 *   protocol does not have or an allowed origin that is not an http(s) origin.
 */
export function parseCliArgs(argv: string[]): CliOptions {
  let values: {
    port?: string
    host?: string
    'input-format'?: string
    'output-format'?: string
    'allow-origin'?: string[]
  }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'input-format': { type: 'string' },
        'output-format': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
      },
      strict: true,
    }))
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`)
  }
  const port = Number(values.port ?? '8788')
  if (!/^[0-9]+$/.test(values.port ?? '8788') || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535; got ${values.port}`)
  }
  const host = values.host ?? '127.0.0.1'
  if (host.trim() === '') throw new Error('--host must not be empty')
  const options: CliOptions = { port, host }
  for (const [flag, key] of [
    ['input-format', 'inputFormat'],
    ['output-format', 'outputFormat'],
  ] as const) {
    const format = values[flag]
    if (format === undefined) continue
    try {
      parseAudioFormat(format)
    } catch (error) {
      throw new Error(`--${flag} ${format}: ${(error as Error).message}\n${USAGE}`)
    }
    options[key] = format
  }
  const origins = values['allow-origin']
  if (origins) {
    try {
      parseAllowedOrigins(origins)
    } catch (error) {
      throw new Error(`--allow-origin: ${(error as Error).message}\n${USAGE}`)
    }
    options.allowedOrigins = origins
  }
  return options
}
