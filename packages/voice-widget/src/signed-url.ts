import { type GetSignedUrl, SIGNED_URL_TEXT, SignerError } from '@org/voice-react'
import type { WidgetConfig } from './config'

/**
 * Extra headers for one signing request, supplied by the host page: for example a fresh
 * human-check token (`x-turnstile-token`) from a check the page itself runs, so the widget
 * never loads a foreign script. Called once per Start; aborted with the start.
 */
export type SignerHeaders = (
  signal: AbortSignal,
) => Record<string, string> | Promise<Record<string, string>>

/** The signer's answer: a signed URL, or an error with optional details. */
interface SignerAnswer {
  signed_url?: unknown
  error?: unknown
  details?: unknown
  code?: unknown
}

/**
 * The widget's signed-URL request: a plain `fetch` of the signer's
 * `POST /functions/v1/elevenlabs-signed-url` with `{ agentId }` (and `agentVersion` when set),
 * answered by `{ signed_url }`; the same contract as voice-react's default, without supabase-js.
 * `signerHeaders`, when the host page set it, adds its headers first (a failure there stops the start).
 *
 * @throws Error `Server error: {error} ({details})` when the signer refuses, or
 *   `No signed URL received from server` when the answer has none.
 */
export function widgetSignedUrl(config: WidgetConfig, signerHeaders?: SignerHeaders): GetSignedUrl {
  return async (agentId, { signal }) => {
    const extra = signerHeaders ? await signerHeaders(signal) : {}
    signal.throwIfAborted()
    const headers: Record<string, string> = { ...extra, 'content-type': 'application/json' }
    if (config.publicKey) {
      headers.apikey = config.publicKey
      headers.authorization = `Bearer ${config.publicKey}`
    }
    const body = JSON.stringify(
      config.agentVersion ? { agentId, agentVersion: config.agentVersion } : { agentId },
    )
    const response = await fetch(`${config.signer}/functions/v1/elevenlabs-signed-url`, {
      method: 'POST',
      headers,
      body,
      signal,
    })
    const answer = (await response.json().catch(() => ({}))) as SignerAnswer
    if (!response.ok || typeof answer.error === 'string') {
      const reason = typeof answer.error === 'string' ? answer.error : `HTTP ${response.status}`
      const details = typeof answer.details === 'string' ? answer.details : undefined
      const code = typeof answer.code === 'string' ? answer.code : undefined
      throw new SignerError(SIGNED_URL_TEXT.server(reason, details), code, response.status)
    }
    if (typeof answer.signed_url !== 'string') throw new Error(SIGNED_URL_TEXT.noSignedUrl)
    return answer.signed_url
  }
}
