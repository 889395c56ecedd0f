import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './env'
import { jsonError } from './errors'
import { corsPolicy } from './middleware/cors'
import { ownerRoutes } from './owner/routes'
import { adminRoute } from './routes/admin'
import { contactRoute } from './routes/contact'
import { signedUrlRoute } from './routes/signed-url'
import { standInRoutes } from './turnstile/stand-in-routes'

/**
 * The signer's routes. Kept apart from the Worker entry so tests can call
 * `app.request(path, init, env)` without a server.
 */
export const app = new Hono<AppEnv>()

// The headers OWASP lists for a JSON API: no sniffing, no framing (CSP and X-Frame-Options),
// HTTPS only, plus no referrer and a CSP that lets an answer load nothing. The document-only and
// legacy extras (opener and resource policies, DNS prefetch, IE download, Flash policies, XSS
// auditor, origin-keyed agent clusters) do nothing for JSON, so no answer pays for them.
app.use(
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
)

// Supabase Functions path shape, so the site calls us through supabase-js `functions.invoke`.
app.use('/functions/v1/*', async (c, next) => {
  // Signed URLs and receipts are per request; no cache may keep them. Set before the handler so
  // the header goes into the response it builds.
  c.header('Cache-Control', 'no-store')
  await next()
})
app.use('/functions/v1/*', corsPolicy())

/** The functions the signer serves, each answering POST (and the CORS preflight) only. */
const functions = { 'elevenlabs-signed-url': signedUrlRoute, contact: contactRoute }
for (const [name, route] of Object.entries(functions)) {
  const path = `/functions/v1/${name}`
  app.route(path, route)
  // Reached only when the route above did not answer, i.e. for any other method: the path
  // exists, so that is 405 with the methods it takes, not 404.
  app.all(path, (c) => {
    c.header('Allow', 'POST, OPTIONS')
    return jsonError(c, 405, 'Method not allowed', `Send a POST request to ${path}.`)
  })
}

// The owner's view of contact requests, behind Cloudflare Access (src/owner/).
app.route('/owner', ownerRoutes)

// The owner's kill switch (bearer ADMIN_TOKEN); not a site function, so no CORS.
app.route('/admin', adminRoute)

// The local Turnstile widget script and siteverify; answers 404 in production.
app.route('/', standInRoutes)

/** Liveness probe for deploy checks and the dev launcher. */
app.get('/health', (c) => c.json({ status: 'ok' }))

app.notFound((c) => jsonError(c, 404, 'Not found', 'No such route on the signer.'))

// Anything unexpected: log it for the owner, tell the caller nothing about the internals.
app.onError((error, c) => {
  console.error('signer: unhandled error', error)
  return jsonError(c, 500, 'Internal error', 'Something went wrong. Please try again.')
})
