import type { SupabaseClient } from '@supabase/supabase-js'
import { SIGNED_URL_TEXT } from './messages'

/**
 * Trades an agent id for a signed session URL from your backend. Must honour `signal`: it is
 * aborted when the session start is cancelled (End Call, the panel closing or unmounting).
 */
export type GetSignedUrl = (agentId: string, init: { signal: AbortSignal }) => Promise<string>

/** Where the default backend is: a Supabase project (or anything serving its Functions path). */
export interface SupabaseSignedUrlOptions {
  /** The project URL, e.g. `https://xyz.supabase.co`; functions are under `/functions/v1`. */
  supabaseUrl: string
  /** The public anonymous key, sent as `apikey` and bearer token. */
  supabaseAnonKey: string
  /** The Edge Function to invoke; `elevenlabs-signed-url` by default. */
  functionName?: string
  /**
   * Extra request headers, asked for afresh on every session start (e.g. a single-use
   * human-check token). A rejection ends the start with that error.
   */
  headers?: (signal: AbortSignal) => Promise<Record<string, string>>
}

/**
 * A refusal the signer explained: the message is the panel's `Server error: …` text, and `code`
 * (when the signer sent one) names the reason, so a site can put it in its own words.
 */
export class SignerError extends Error {
  /** The signer's `code`, e.g. `turnstile-failed`; `undefined` when it sent none. */
  readonly code: string | undefined
  /** The HTTP status of the answer. */
  readonly status: number | undefined

  constructor(message: string, code?: string, status?: number) {
    super(message)
    this.name = 'SignerError'
    this.code = code
    this.status = status
  }
}

/** What the signer answers with, on success or failure. */
interface SignerBody {
  signed_url?: unknown
  error?: unknown
  details?: unknown
  code?: unknown
}

const clients = new Map<string, Promise<SupabaseClient>>()

/** One client per project and key, loaded on first use so no page pays for it up front. */
function supabaseClient(url: string, key: string): Promise<SupabaseClient> {
  const cacheKey = `${url}\n${key}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(url, key, {
        auth: {
          // Visitors are anonymous: no session to keep, refresh or read from the address bar.
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          // Its own key per client, so a page with two projects gets no clash warning.
          storageKey: `org-voice-react-${clients.size}`,
        },
      }),
    )
    // A failed load (offline) may succeed on the next try.
    client.catch(() => clients.delete(cacheKey))
    clients.set(cacheKey, client)
  }
  return client
}

/** The signer's own `{ error, details }` from a non-2xx answer, when it sent one. */
async function errorBody(
  error: unknown,
): Promise<{ body: SignerBody; status: number } | undefined> {
  const context = (error as { context?: unknown }).context
  if (!(context instanceof Response)) return undefined
  try {
    const body = (await context.clone().json()) as unknown
    return typeof body === 'object' && body !== null
      ? { body: body as SignerBody, status: context.status }
      : undefined
  } catch {
    return undefined
  }
}

function serverError(body: SignerBody, status?: number): Error | undefined {
  if (typeof body.error !== 'string' || !body.error) return undefined
  const details = typeof body.details === 'string' ? body.details : undefined
  const code = typeof body.code === 'string' && body.code ? body.code : undefined
  return new SignerError(SIGNED_URL_TEXT.server(body.error, details), code, status)
}

/**
 * The default {@link GetSignedUrl}: `supabase.functions.invoke('elevenlabs-signed-url',
 * { body: { agentId } })` with `@supabase/supabase-js`, imported when the first session starts.
 *
 * @throws Error `Failed to get signed URL: ...` (supabase-js's own Edge Function errors),
 *   `Server error: ... (details)` (the function's `error` and `details`),
 *   `No response data from server`, or `No signed URL received from server`; the signal's
 *   reason when aborted.
 */
export function supabaseSignedUrl({
  supabaseUrl,
  supabaseAnonKey,
  functionName = 'elevenlabs-signed-url',
  headers,
}: SupabaseSignedUrlOptions): GetSignedUrl {
  return async (agentId, { signal }) => {
    signal.throwIfAborted()
    const [supabase, extraHeaders] = await Promise.all([
      supabaseClient(supabaseUrl, supabaseAnonKey),
      headers?.(signal),
    ])
    signal.throwIfAborted()
    const { data, error } = await supabase.functions.invoke<SignerBody | string>(functionName, {
      body: { agentId },
      signal,
      ...(extraHeaders ? { headers: extraHeaders } : {}),
    })
    signal.throwIfAborted()
    if (error) {
      const answer = await errorBody(error)
      const fromServer = answer && serverError(answer.body, answer.status)
      if (fromServer) throw fromServer
      // supabase-js wraps a network failure; keep the browser's words as the cause.
      const cause = (error as { context?: unknown }).context
      throw new Error(SIGNED_URL_TEXT.failed((error as Error).message), { cause })
    }
    if (!data) throw new Error(SIGNED_URL_TEXT.noData)
    const body: SignerBody = typeof data === 'object' ? data : {}
    const fromServer = serverError(body)
    if (fromServer) throw fromServer
    if (typeof body.signed_url !== 'string' || !body.signed_url) {
      throw new Error(SIGNED_URL_TEXT.noSignedUrl)
    }
    return body.signed_url
  }
}
