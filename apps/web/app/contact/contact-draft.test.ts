import { describe, expect, it } from 'vitest'
import {
  type ContactDraft,
  clearDraft,
  contactDraftKey,
  type DraftStorage,
  readDraft,
  saveDraft,
} from './contact-draft'

/** An in-memory sessionStorage. */
function memoryStorage(
  initial: Record<string, string> = {},
): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/** A storage that refuses everything, as a blocked or full sessionStorage does. */
const refusingStorage: DraftStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
}

const draft: ContactDraft = {
  values: {
    name: 'Sam Nguyen',
    email: 'sam@nguyenplumbing.com.au',
    phone: '',
    company: 'Nguyen Plumbing',
    message: 'We miss calls while on jobs.',
  },
  attempt: { key: '5f0c6c1e-4c1e-4d7a-9a57-0c1c7a1b2c3d', fingerprint: '["Sam Nguyen"]' },
}

describe('the contact draft', () => {
  it('comes back as it was saved, pending key included', () => {
    const storage = memoryStorage()
    saveDraft(storage, draft)
    expect(readDraft(storage)).toEqual(draft)
  })

  it('is gone once cleared', () => {
    const storage = memoryStorage()
    saveDraft(storage, draft)
    clearDraft(storage)
    expect(storage.data.has(contactDraftKey)).toBe(false)
    expect(readDraft(storage)).toBeUndefined()
  })

  it('reads whatever text fields survive a damaged entry, and nothing from junk', () => {
    const damaged = memoryStorage({
      [contactDraftKey]: JSON.stringify({
        values: { name: 'Sam', email: 42, message: ['x'] },
        attempt: { key: '', fingerprint: 'x' },
      }),
    })
    expect(readDraft(damaged)).toEqual({
      values: { name: 'Sam', email: '', phone: '', company: '', message: '' },
    })
    expect(readDraft(memoryStorage({ [contactDraftKey]: '{not json' }))).toBeUndefined()
    expect(readDraft(memoryStorage({ [contactDraftKey]: '"text"' }))).toBeUndefined()
    expect(readDraft(memoryStorage())).toBeUndefined()
  })

  it('costs nothing but the safety net where storage is blocked or full', () => {
    expect(() => saveDraft(refusingStorage, draft)).not.toThrow()
    expect(readDraft(refusingStorage)).toBeUndefined()
    expect(() => clearDraft(refusingStorage)).not.toThrow()
    expect(readDraft(undefined)).toBeUndefined()
  })
})
