import { env } from 'cloudflare:workers'
import type { ContactRequest } from '@org/content'
import { describe, expect, it } from 'vitest'
import { storeContactRequest } from './contact-store'

const request = (
  email: string,
  message = 'Please call me about a voice agent.',
): ContactRequest => ({
  name: 'Kim Lee',
  phone: undefined,
  company: undefined,
  email,
  message,
})

async function count(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_requests WHERE email = ?')
    .bind(email)
    .first<{ n: number }>()
  return row?.n ?? -1
}

describe('storeContactRequest', () => {
  it('stores a request and stamps it with the given time', async () => {
    const now = new Date('2026-03-01T01:02:03.000Z')
    const result = await storeContactRequest(
      env.DB,
      request('store@example.com'),
      undefined,
      false,
      now,
    )
    expect(result.status).toBe('stored')
    const row = await env.DB.prepare('SELECT * FROM contact_requests WHERE email = ?')
      .bind('store@example.com')
      .first<{ id: string; created_at: string; phone: string | null }>()
    expect(row).toMatchObject({ created_at: '2026-03-01T01:02:03.000Z', phone: null })
    if (result.status === 'stored') expect(row?.id).toBe(result.id)
  })

  it('replays the same request under the same key onto the first row', async () => {
    const first = await storeContactRequest(env.DB, request('replay@example.com'), 'key-a')
    const again = await storeContactRequest(env.DB, request('replay@example.com'), 'key-a')
    expect(first.status).toBe('stored')
    expect(again).toEqual({ status: 'replayed', id: (first as { id: string }).id })
    expect(await count('replay@example.com')).toBe(1)
  })

  it('refuses the same key with different content', async () => {
    await storeContactRequest(env.DB, request('reused@example.com'), 'key-b')
    const other = await storeContactRequest(
      env.DB,
      request('reused@example.com', 'Something else entirely.'),
      'key-b',
    )
    expect(other).toEqual({ status: 'key-reused' })
    expect(await count('reused@example.com')).toBe(1)
  })
})
