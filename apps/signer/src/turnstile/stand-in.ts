import { Hono } from 'hono'
import { type SiteverifyAnswer, standInVerdict } from './stand-in-verdict'
import { standInWidgetScript } from './stand-in-widget'

/** Where the stand-in answers, mirroring Cloudflare's `/turnstile/v0/…` paths. */
export const STAND_IN_BASE = '/__turnstile/v0'

/**
 * A local Turnstile: the widget script and `siteverify`, for the offline demo and the tests,
 * behaving as Cloudflare documents its test keys (see `standInVerdict`). The signer mounts it
 * outside production; the tests also serve it from Node on a real socket.
 */
export function turnstileStandIn(): Hono {
  // Redeemed tokens, per stand-in: each works once, as with Cloudflare.
  const spent = new Set<string>()
  return new Hono()
    .get(`${STAND_IN_BASE}/api.js`, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8')
      c.header('Cache-Control', 'no-store')
      // The site's pages load it from another origin.
      c.header('Cross-Origin-Resource-Policy', 'cross-origin')
      return c.body(standInWidgetScript)
    })
    .post(`${STAND_IN_BASE}/siteverify`, async (c) => {
      // siteverify takes a form (the documented default) or JSON.
      const type = c.req.header('content-type') ?? ''
      const fields: Record<string, unknown> = type.includes('application/json')
        ? await c.req.json<Record<string, unknown>>().catch(() => ({}))
        : Object.fromEntries(await c.req.formData().catch(() => new FormData()))
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      return c.json<SiteverifyAnswer>(
        standInVerdict(text(fields.secret), text(fields.response), spent),
      )
    })
}
