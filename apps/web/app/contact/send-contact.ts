import {
  createClient,
  FunctionsFetchError,
  FunctionsHttpError,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { HumanCheckError } from '../turnstile/turnstile-api'
import { turnstileToken } from '../turnstile/turnstile-token'
import { type ContactFieldErrors, contactFieldNames } from './contact-fields'

/** Where the signer is: a Supabase project URL (or the local signer) and its public key. */
export interface SignerConfig {
  supabaseUrl: string
  supabaseAnonKey: string
}

/** What the form sends: the fields as typed, and the honeypot only when something filled it. */
export type ContactRequestBody = Record<string, string>

/** How a send ended, in the terms the form shows it. */
export type SendOutcome =
  /** Stored (flagged as spam when the honeypot was filled): the signer answered 2xx. */
  | { kind: 'sent' }
  /** The signer refused fields; each message as its schema words it. */
  | { kind: 'invalid'; errors: ContactFieldErrors }
  /** Too many messages from this connection; try again after `retryAfterSeconds` if known. */
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  /** The idempotency key was used before for different content; send again with a new key. */
  | { kind: 'key-rejected' }
  /** The human check (Turnstile) failed, or the signer refused its token; sending again retries. */
  | { kind: 'human-check' }
  /** The day's budget of messages is used up. */
  | { kind: 'busy' }
  /** No answer: offline, the signer down, refused by CORS, or no answer in time. */
  | { kind: 'unreachable' }
  /** Any other refusal or server error. */
  | { kind: 'failed'; status?: number }

/** How long the form waits for the signer before telling the visitor it is unreachable. */
export const SEND_TIMEOUT_MS = 15_000

const clients = new Map<string, SupabaseClient>()

/** One client per signer; visitors are anonymous, so it keeps no session anywhere. */
function signerClient({ supabaseUrl, supabaseAnonKey }: SignerConfig): SupabaseClient {
  const cacheKey = `${supabaseUrl}\n${supabaseAnonKey}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // Its own key, so it never clashes with the voice chat's client on the same page.
        storageKey: 'kookaburra-contact-form',
      },
    })
    clients.set(cacheKey, client)
  }
  return client
}

/** The signer's `fields` from a 400 answer: each invalid field's message, keyed by field. */
function fieldErrors(body: unknown): ContactFieldErrors | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const fields = (body as { fields?: unknown }).fields
  if (typeof fields !== 'object' || fields === null) return undefined
  const errors: ContactFieldErrors = {}
  for (const field of contactFieldNames) {
    const message = (fields as Record<string, unknown>)[field]
    if (typeof message === 'string' && message) errors[field] = message
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

/** Runs the human check and resolves with its single-use token. */
export type HumanCheck = () => Promise<string>

/** The form's human check: a fresh Turnstile token for the `contact` action. */
export const contactHumanCheck: HumanCheck = () => turnstileToken('contact')

/** The signer's `code` from an error answer, if it sent one. */
async function refusalCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  const code =
    typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code : undefined
}

/** What a non-2xx answer means for the visitor. */
async function refusal(response: Response): Promise<SendOutcome> {
  const code = await refusalCode(response)
  if (code?.startsWith('turnstile-')) return { kind: 'human-check' }
  if (code === 'contact-budget') return { kind: 'busy' }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'))
    return Number.isFinite(seconds) && seconds > 0
      ? { kind: 'rate-limited', retryAfterSeconds: seconds }
      : { kind: 'rate-limited' }
  }
  if (response.status === 422) return { kind: 'key-rejected' }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => undefined)
    const errors = fieldErrors(body)
    if (errors) return { kind: 'invalid', errors }
  }
  return { kind: 'failed', status: response.status }
}

/**
 * Sends the contact request to the signer through `supabase.functions.invoke('contact', …)`,
 * after the human check, with its token and the idempotency key the signer uses to store one
 * row however often the same message arrives (a double click, a retry after a lost answer).
 * Never throws: every ending is a {@link SendOutcome}.
 */
export async function sendContactRequest(
  config: SignerConfig,
  body: ContactRequestBody,
  idempotencyKey: string,
  timeoutMs = SEND_TIMEOUT_MS,
  humanCheck: HumanCheck = contactHumanCheck,
): Promise<SendOutcome> {
  let token: string
  try {
    token = await humanCheck()
  } catch (error) {
    return error instanceof HumanCheckError ? { kind: 'human-check' } : { kind: 'unreachable' }
  }
  try {
    const { error } = await signerClient(config).functions.invoke('contact', {
      body,
      headers: { 'Idempotency-Key': idempotencyKey, 'x-turnstile-token': token },
      timeout: timeoutMs,
    })
    if (!error) return { kind: 'sent' }
    if (error instanceof FunctionsHttpError) return await refusal(error.context as Response)
    if (error instanceof FunctionsFetchError) return { kind: 'unreachable' }
    return { kind: 'failed' }
  } catch {
    return { kind: 'unreachable' }
  }
}
