import { voiceSignerMessages } from '@org/content'
import { type GetSignedUrl, SignerError, supabaseSignedUrl } from '@org/voice-react'
import { HumanCheckError } from '../turnstile/turnstile-api'
import { turnstileToken } from '../turnstile/turnstile-token'
import { voiceChatConfig } from './voice-config'

/** The signer's refusal codes the panel words itself, and the words. */
const messageByCode: Readonly<Record<string, string>> = {
  'turnstile-missing': voiceSignerMessages.humanCheck,
  'turnstile-failed': voiceSignerMessages.humanCheck,
  'turnstile-spent': voiceSignerMessages.humanCheck,
  'turnstile-unavailable': voiceSignerMessages.humanCheck,
  'voice-budget': voiceSignerMessages.busyToday,
  'voice-off': voiceSignerMessages.busyToday,
}

/**
 * The error the panel shows for a failed start: the site's own words for a failed human check or
 * a refusal the signer named, otherwise the error as it came (the panel's catalogue words it).
 */
export function voiceStartError(error: unknown): unknown {
  if (error instanceof HumanCheckError) {
    return new Error(voiceSignerMessages.humanCheck, { cause: error })
  }
  const text = error instanceof SignerError && error.code ? messageByCode[error.code] : undefined
  return text ? new Error(text, { cause: error }) : error
}

let fromSigner: Promise<GetSignedUrl> | undefined

/**
 * The signer's request through supabase-js (whose Edge Function errors the catalogue quotes),
 * loaded with the first Start and made once.
 */
function signerRequest(): Promise<GetSignedUrl> {
  fromSigner ??= import('@supabase/supabase-js').then(({ createClient }) =>
    supabaseSignedUrl({
      supabaseUrl: voiceChatConfig.supabaseUrl,
      supabaseAnonKey: voiceChatConfig.supabaseAnonKey,
      client: createClient(voiceChatConfig.supabaseUrl, voiceChatConfig.supabaseAnonKey, {
        // Visitors are anonymous: no session to keep, refresh or read from the address bar.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
      // A fresh Turnstile token for every Start: each one works once.
      headers: async (signal) => ({
        'x-turnstile-token': await turnstileToken('voice-start', signal),
      }),
    }),
  )
  // A failed download (offline) may succeed on the next Start.
  fromSigner.catch(() => {
    fromSigner = undefined
  })
  return fromSigner
}

/**
 * The voice panel's {@link GetSignedUrl}: the human check, then the signer, with refusals in the
 * site's words. Loaded with the panel, never with the page.
 */
export const voiceSignedUrl: GetSignedUrl = async (agentId, init) => {
  try {
    return await (await signerRequest())(agentId, init)
  } catch (error) {
    throw voiceStartError(error)
  }
}
