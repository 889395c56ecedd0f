import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 nothing listens on right now, for a server a check starts. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
