import { Hono } from 'hono'
import { type AppEnv, isProduction } from '../env'
import { jsonError } from '../errors'
import { STAND_IN_BASE, turnstileStandIn } from './stand-in'

const standIn = turnstileStandIn()

/**
 * The Turnstile stand-in on the signer's own origin, so `pnpm dev` and the site's end-to-end run
 * get a widget script and siteverify with no extra process: on only with `TURNSTILE_STAND_IN=on`
 * (the local configuration) and never in production.
 */
export const standInRoutes = new Hono<AppEnv>().all(`${STAND_IN_BASE}/*`, (c) => {
  if (isProduction(c.env) || c.env.TURNSTILE_STAND_IN !== 'on') {
    return jsonError(c, 404, 'Not found', 'No such route on the signer.')
  }
  return standIn.fetch(c.req.raw)
})
