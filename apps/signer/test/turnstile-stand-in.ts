/**
 * The Turnstile stand-in (`src/turnstile/stand-in.ts`) on a real socket in Node, for the workerd
 * tests: the signer redeems tokens there over the network, as it does with Cloudflare.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { STAND_IN_BASE, turnstileStandIn } from '../src/turnstile/stand-in.ts'

/** A running stand-in. */
export interface RunningStandIn {
  /** The siteverify address, the value for `TURNSTILE_SITEVERIFY_URL`. */
  siteverifyUrl: string
  close(): Promise<void>
}

/** Starts the stand-in on 127.0.0.1 on a free port. */
export async function startTurnstileStandIn(): Promise<RunningStandIn> {
  const app = turnstileStandIn()
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks)
    const response = await app.fetch(
      new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers, body }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // Lives as long as the test run; it must not keep the process alive after it.
  server.unref()
  const { port } = server.address() as AddressInfo
  return {
    siteverifyUrl: `http://127.0.0.1:${port}${STAND_IN_BASE}/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
