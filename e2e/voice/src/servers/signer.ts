/**
 * The real signer (`apps/signer`) under `wrangler dev`: demo mode with a local D1 of its own, or
 * pointed at a fake voice service with an API key, on a port of its own.
 */
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { freePort } from './ports.ts'
import { type ServerProcess, startServer } from './process.ts'

const signerDir = fileURLToPath(new URL('../../../../apps/signer/', import.meta.url))
const wrangler = 'node_modules/.bin/wrangler'
const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG_PATH: '.wrangler/logs',
  WRANGLER_BUILD_CONDITIONS: '@org/source,workerd,worker,browser',
}

/** How to run one signer. */
export interface SignerOptions {
  port: number
  /** The site's origin, the one origin granted CORS. */
  siteOrigin: string
  /** Where wrangler keeps its local state (D1 included); emptied first. */
  stateDir: string
  /** The demo agent base address it signs URLs for (`DEMO_AGENT_URL`). */
  agentUrl: string
  /** The secret shared with the demo agent. */
  agentSecret: string
  /** Leave demo mode: ask this fake voice service, with this key, for signed URLs. */
  upstream?: { origin: string; apiKey: string }
}

/** A running signer. */
export interface Signer {
  origin: string
  server: ServerProcess
}

/** Applies the D1 migrations to a fresh local state, then starts `wrangler dev`. */
export async function startSigner(options: SignerOptions): Promise<Signer> {
  await rm(options.stateDir, { recursive: true, force: true })
  const env = { ...process.env, ...wranglerEnv }
  await promisify(execFile)(
    wrangler,
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', options.stateDir],
    { cwd: signerDir, env },
  )
  const vars = {
    ALLOWED_ORIGINS: options.siteOrigin,
    // Every test and benchmark session comes from one address; 429s are tested elsewhere.
    LOCAL_RATE_LIMIT_PER_MINUTE: '100000',
    DEMO_AGENT_URL: options.agentUrl,
    DEMO_AGENT_SECRET: options.agentSecret,
    ...(options.upstream
      ? {
          ELEVENLABS_API_KEY: options.upstream.apiKey,
          ELEVENLABS_API_ORIGIN: options.upstream.origin,
          // The fake voice service signs URLs for the local demo agent, on this machine.
          ELEVENLABS_SOCKET_HOSTS: new URL(options.agentUrl).hostname,
        }
      : {}),
  }
  const origin = `http://127.0.0.1:${options.port}`
  const server = await startServer({
    name: 'the signer',
    command: wrangler,
    args: [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--inspector-port',
      String(await freePort()),
      '--persist-to',
      options.stateDir,
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    cwd: signerDir,
    env: wranglerEnv,
    readyUrl: `${origin}/health`,
  })
  return { origin, server }
}
