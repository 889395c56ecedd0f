import { voiceSignerMessages } from '@org/content'
import { Hono } from 'hono'
import { z } from 'zod'
import { spendBudget } from '../budget/spend-budget'
import { voiceMode } from '../config/voice-mode'
import { demoSignedUrl } from '../demo-mode'
import { type AppEnv, isProduction, listVar } from '../env'
import { jsonError } from '../errors'
import { requireAnonKey } from '../middleware/anon-key'
import { limitBody, readJsonObject, SIGNING_BODY_LIMIT } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireTurnstile } from '../turnstile/require-turnstile'
import { fetchElevenLabsSignedUrl } from '../upstream'
import { upstreamOrigin } from '../upstream-origin'

/** Successful answer, the field the site's voice chat reads. */
export type SignedUrlResponse = { signed_url: string }

/**
 * The body supabase-js sends. ElevenLabs agent ids are short slugs; anything else is refused
 * before it reaches a URL or a log.
 */
export const signedUrlRequestSchema = z.object({
  agentId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
})

/**
 * `POST /functions/v1/elevenlabs-signed-url` with `{ agentId }`: a signed conversation URL from
 * ElevenLabs (at `ELEVENLABS_API_ORIGIN`) when `ELEVENLABS_API_KEY` is set, else a demo-mode URL
 * for the local demo agent.
 * supabase-js's optional `x-region` header (and `forceFunctionRegion` query) are accepted and
 * ignored: a Worker runs wherever the visitor is.
 */
export const signedUrlRoute = new Hono<AppEnv>().post(
  '/',
  rateLimit('signed-url'),
  requireAnonKey(),
  limitBody(SIGNING_BODY_LIMIT),
  // A person, not a script: before the upstream call each signed URL costs.
  requireTurnstile('voice-start'),
  async (c) => {
    const body = await readJsonObject(c)
    if (!body.ok) return body.response
    const request = signedUrlRequestSchema.safeParse(body.value)
    if (!request.success) {
      return jsonError(
        c,
        400,
        'Invalid agentId',
        'Send { "agentId": "..." } with the voice agent id (letters, digits, _ and -).',
      )
    }
    const { agentId } = request.data
    // Checked before any upstream call: each signed URL costs the owner money.
    if (!listVar(c.env.ALLOWED_AGENT_IDS).includes(agentId)) {
      return jsonError(c, 403, 'Agent not found', 'This signer does not serve that agent.')
    }
    const mode = voiceMode(c.env)
    if (mode.kind === 'misconfigured') {
      // The owner's log names the setting; the visitor is told nothing about the internals.
      console.error(`signer: not configured: ${mode.problem}`)
      return jsonError(c, 500, 'Signer not configured', 'Please let the site owner know.')
    }
    const origin =
      mode.kind === 'elevenlabs' ? upstreamOrigin(c.env.ELEVENLABS_API_ORIGIN) : undefined
    if (origin && !origin.ok) return jsonError(c, 500, 'Signer not configured', origin.details)
    // Counted before the call: every signed URL is a conversation the owner pays for.
    const refused = await spendBudget(c, 'voice', voiceSignerMessages.busyToday)
    if (refused) return refused

    if (mode.kind === 'elevenlabs') {
      const socketHosts = listVar(c.env.ELEVENLABS_SOCKET_HOSTS)
      const result = await fetchElevenLabsSignedUrl({
        agentId,
        apiKey: mode.apiKey,
        origin: origin?.ok ? origin.origin : undefined,
        socketHosts: socketHosts.length > 0 ? socketHosts : undefined,
        allowLocalAgent: !isProduction(c.env),
      })
      if (!result.ok) return jsonError(c, result.status, result.error, result.details)
      return c.json<SignedUrlResponse>({ signed_url: result.signedUrl })
    }

    const signed_url = await demoSignedUrl({
      agentId,
      secret: mode.secret,
      baseUrl: c.env.DEMO_AGENT_URL,
    })
    return c.json<SignedUrlResponse>({ signed_url })
  },
)
