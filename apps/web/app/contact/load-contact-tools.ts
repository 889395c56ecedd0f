import type { sendContactRequest } from './send-contact'
import type { validateContact } from './validate-contact'

/** The form's code that no page loads up front: the schema check (zod) and the sender (supabase-js). */
export interface ContactTools {
  validateContact: typeof validateContact
  sendContactRequest: typeof sendContactRequest
}

let pending: Promise<ContactTools> | undefined

/**
 * Loads the contact form's validator and sender, chunks of their own that load when the visitor
 * first focuses the form (or submits it). Calls share one download; a failed one (offline) is
 * forgotten, so the next call tries again.
 */
export function loadContactTools(): Promise<ContactTools> {
  pending ??= import('./zod-jitless')
    .then(() => Promise.all([import('./validate-contact'), import('./send-contact')]))
    .then(
      ([validator, sender]) => ({
        validateContact: validator.validateContact,
        sendContactRequest: sender.sendContactRequest,
      }),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
  return pending
}
