import type { MiddlewareHandler } from 'hono'
import { type AppEnv, listVar } from '../env'
import { jsonError } from '../errors'

/**
 * Request headers the site may send: every header supabase-js can add (its own list in
 * `@supabase/supabase-js/cors`, including the retry and trace-propagation headers), its region
 * header, the contact form's idempotency key and the Turnstile token. A header missing here fails the browser's
 * preflight, which the site would only see as "Failed to send a request to the Edge Function".
 */
export const ALLOWED_REQUEST_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
  'x-region',
  'idempotency-key',
  'x-turnstile-token',
]

/** How long a browser may reuse a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE_SECONDS = 600

const allowHeaders = ALLOWED_REQUEST_HEADERS.join(', ')

/**
 * Origin allow-list and CORS for the function routes, in one pass over the `Origin` header.
 *
 * - A browser request from an origin outside `ALLOWED_ORIGINS` gets 403 and no CORS grant, before
 *   any work is done: CORS alone would only hide the answer from the foreign page, while the
 *   request (and the money it spends upstream) would still happen.
 * - A preflight from an allowed origin gets 204 with the grant.
 * - Any other request from an allowed origin gets the grant on whatever it is answered, errors
 *   included, so the site can read `{ error, details }` (and `Retry-After` on a 429).
 * - Requests without `Origin` are not cross-origin browser calls; they pass on to the anon-key
 *   check with no grant.
 *
 * Written out rather than using hono/cors because that one touches `c.res` before the handler
 * runs, which makes Hono build and then copy an extra Response on every request; here the grant
 * goes into the headers the handler's response is built with.
 */
export function corsPolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Vary', 'Origin')
    const origin = c.req.header('origin')
    if (origin === undefined) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204)
      return next()
    }
    if (!listVar(c.env.ALLOWED_ORIGINS).includes(origin)) {
      return jsonError(c, 403, 'Origin not allowed', 'This site may not call the signer.')
    }
    c.header('Access-Control-Allow-Origin', origin)
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      c.header('Access-Control-Allow-Headers', allowHeaders)
      c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
      return c.body(null, 204)
    }
    // Lets the site read how long to wait after a 429; browsers hide other headers cross-origin.
    c.header('Access-Control-Expose-Headers', 'Retry-After')
    return next()
  }
}
