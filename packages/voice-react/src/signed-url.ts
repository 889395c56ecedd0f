import { type FunctionsClient, fetchFunctionsClient } from './functions-client'
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
   * A Supabase client (`createClient(supabaseUrl, supabaseAnonKey)` of `@supabase/supabase-js`)
   * to make the call with. Without it the call is a plain `fetch` to the same address, with the
   * same results and error texts.
   */
  client?: FunctionsClient
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
 * The default {@link GetSignedUrl}: `POST {supabaseUrl}/functions/v1/elevenlabs-signed-url` with
 * `{ "agentId": ... }`, answered by `{ "signed_url": ... }` (or `{ "error", "details", "code" }`).
 * Made with `fetch`, or with the Supabase client given as `client`.
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
  client,
  headers,
}: SupabaseSignedUrlOptions): GetSignedUrl {
  const supabase = client ?? fetchFunctionsClient(supabaseUrl, supabaseAnonKey)
  return async (agentId, { signal }) => {
    signal.throwIfAborted()
    const extraHeaders = await headers?.(signal)
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
      // A network failure is wrapped; keep the browser's words as the cause.
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
