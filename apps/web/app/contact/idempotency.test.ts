import { afterEach, describe, expect, it, vi } from 'vitest'
import { attemptFor, newIdempotencyKey } from './idempotency'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('idempotency keys', () => {
  it('are random v4 UUIDs the signer accepts (visible ASCII, at most 200 characters)', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(uuidV4)
  })

  it('are still v4 UUIDs where randomUUID is missing (pages served without https)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(uuidV4)
  })

  it('repeat for the same message, so a retry is stored once', () => {
    const first = attemptFor(undefined, 'message A')
    expect(attemptFor(first, 'message A')).toBe(first)
  })

  it('change with the message, since the signer refuses a key reused for other content', () => {
    const first = attemptFor(undefined, 'message A')
    const second = attemptFor(first, 'message B')
    expect(second.fingerprint).toBe('message B')
    expect(second.key).not.toBe(first.key)
  })
})
