import { Hono } from 'hono'

/**
 * The signer's routes. Kept apart from the Worker entry so tests can call
 * `app.request(path, init, env)` without a server.
 */
export const app = new Hono<{ Bindings: Env }>()

/** Liveness probe for deploy checks and the dev launcher. */
app.get('/health', (c) => c.json({ status: 'ok' }))
