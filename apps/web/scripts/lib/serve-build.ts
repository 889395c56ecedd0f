import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from './free-port.ts'

/** A running `scripts/serve.ts`: where it answers, and how to stop it. */
export interface ServedBuild {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string
  /** Stops the server and resolves once it has exited. */
  close(): Promise<void>
}

/**
 * Serves a built site with `scripts/serve.ts` (the production headers from `_headers`, gzip) on a
 * free port of 127.0.0.1, so an audit measures what visitors get, beside any other server running.
 *
 * @param root - the folder to serve, `build/client` of the app by default.
 */
export async function serveBuild(root: string): Promise<ServedBuild> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', 'serve.ts'), '--port', String(port), '--root', root],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`serve.ts exited with ${code} before serving`)))
    // serve.ts prints its address once it listens.
    child.stdout?.once('data', () => ready())
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}
