import type { Lead } from '../leads/lead'

/** The columns of {@link OwnerLead}, in the order lists and exports show them. */
export const ownerLeadColumns = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'spam',
  'delivery_state',
  'delivery_attempts',
  'delivered_at',
  'last_error',
] as const satisfies readonly (keyof Lead)[]

/** One request as the owner's view shows and exports it: no keys, hashes or claims. */
export type OwnerLead = Pick<Lead, (typeof ownerLeadColumns)[number]>

/** Which requests to read: all, people only, or spam only; optionally one email address. */
export type LeadFilter = { spam: 'include' | 'exclude' | 'only'; email?: string }

/** Reads a filter from query parameters; anything unknown means the default (everything). */
export function leadFilter(query: (name: string) => string | undefined): LeadFilter {
  const spam = query('spam')
  const email = query('email')?.trim()
  return {
    spam: spam === 'exclude' || spam === 'only' ? spam : 'include',
    ...(email ? { email } : {}),
  }
}

/** The requests matching the filter, newest first. */
export async function selectLeads(
  db: D1Database,
  filter: LeadFilter,
  limit: number,
  offset = 0,
): Promise<OwnerLead[]> {
  const where: string[] = []
  const values: (string | number)[] = []
  if (filter.spam === 'exclude') where.push('spam = 0')
  if (filter.spam === 'only') where.push('spam = 1')
  if (filter.email !== undefined) {
    // Addresses are compared without case: a privacy request may spell one differently.
    where.push('lower(email) = lower(?)')
    values.push(filter.email)
  }
  const { results } = await db
    .prepare(
      `SELECT ${ownerLeadColumns.join(', ')} FROM contact_requests
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
    )
    .bind(...values, limit, offset)
    .all<OwnerLead>()
  return results
}
