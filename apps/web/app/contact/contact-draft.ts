import { type ContactValues, contactFieldNames } from './contact-fields'

/**
 * One send of one message: the idempotency key it went with and a fingerprint of what it said.
 * Sending the same message again reuses the key, so the signer stores it once.
 */
export interface ContactAttempt {
  key: string
  fingerprint: string
}

/** What the form keeps across a reload until the message is sent. */
export interface ContactDraft {
  values: ContactValues
  /** The last send that did not end in success, if any. */
  attempt?: ContactAttempt
}

/** The sessionStorage entry: per tab, gone when the tab closes. */
export const contactDraftKey = 'kookaburra-contact-draft'

/** The part of the Web Storage API the draft needs. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The tab's sessionStorage, or `undefined` where it is blocked (private modes, sandboxed frames). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** The saved draft; `undefined` when there is none or it cannot be read as one. */
export function readDraft(storage: DraftStorage | undefined): ContactDraft | undefined {
  let parsed: unknown
  try {
    const saved = storage?.getItem(contactDraftKey)
    if (!saved) return undefined
    parsed = JSON.parse(saved)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { values, attempt } = parsed as { values?: unknown; attempt?: unknown }
  if (typeof values !== 'object' || values === null) return undefined
  const saved = values as Record<string, unknown>
  const draft: ContactDraft = {
    values: Object.fromEntries(
      contactFieldNames.map((field) => [field, isText(saved[field]) ? saved[field] : '']),
    ) as ContactValues,
  }
  if (typeof attempt === 'object' && attempt !== null) {
    const { key, fingerprint } = attempt as Record<string, unknown>
    if (isText(key) && key && isText(fingerprint)) draft.attempt = { key, fingerprint }
  }
  return draft
}

/**
 * Saves the draft. A full or blocked storage only costs the reload safety net, never the
 * visitor's text, which stays in the form, so failures here are ignored.
 */
export function saveDraft(storage: DraftStorage | undefined, draft: ContactDraft): void {
  try {
    storage?.setItem(contactDraftKey, JSON.stringify(draft))
  } catch {
    // Quota exceeded or storage blocked: the form itself still holds the text.
  }
}

/** Forgets the draft, once the message is sent. */
export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(contactDraftKey)
  } catch {
    // Blocked storage holds no draft to forget.
  }
}
