import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'
import { requireAccess } from './access'
import { toCsv } from './csv'
import { leadFilter, ownerLeadColumns, selectLeads } from './leads-query'

/** The most requests one page of the list shows. */
const PAGE_LIMIT = 500
/** The most requests one export holds; a year of leads for a small business fits many times. */
const EXPORT_LIMIT = 50_000

/** A whole-number query parameter within bounds, or the fallback. */
function bounded(value: string | undefined, fallback: number, max: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback
}

/**
 * The owner's view of contact requests, behind Cloudflare Access: list, read, export (CSV and
 * JSON) and delete, spam included, for following leads up and for answering privacy requests
 * (access, correction by the owner, deletion). Nothing here is cached anywhere.
 */
export const ownerRoutes = new Hono<AppEnv>()

ownerRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store')
  await next()
})
ownerRoutes.use('*', requireAccess())

/** `GET /owner/leads?spam=include|exclude|only&email=…&limit=…&offset=…`: newest first. */
ownerRoutes.get('/leads', async (c) => {
  const filter = leadFilter((name) => c.req.query(name))
  const limit = bounded(c.req.query('limit'), 100, PAGE_LIMIT)
  const offset = bounded(c.req.query('offset'), 0, Number.MAX_SAFE_INTEGER)
  return c.json({ leads: await selectLeads(c.env.DB, filter, limit, offset) })
})

/** `GET /owner/leads/export.csv` and `export.json`: every request the filter matches. */
for (const format of ['csv', 'json'] as const) {
  ownerRoutes.get(`/leads/export.${format}`, async (c) => {
    const filter = leadFilter((name) => c.req.query(name))
    const leads = await selectLeads(c.env.DB, filter, EXPORT_LIMIT)
    const day = new Date().toISOString().slice(0, 10)
    c.header('Content-Disposition', `attachment; filename="contact-requests-${day}.${format}"`)
    if (format === 'json') return c.json({ leads })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    return c.body(toCsv(ownerLeadColumns, leads))
  })
}

/** `DELETE /owner/leads/:id`: one request, spam or not. */
ownerRoutes.delete('/leads/:id', async (c) => {
  const { meta } = await c.env.DB.prepare('DELETE FROM contact_requests WHERE id = ?')
    .bind(c.req.param('id'))
    .run()
  if (meta.changes === 0) return jsonError(c, 404, 'Not found', 'No request with this id.')
  return c.json({ deleted: meta.changes })
})

/** `DELETE /owner/leads?email=…`: everything one person sent (a deletion request). */
ownerRoutes.delete('/leads', async (c) => {
  const email = c.req.query('email')?.trim()
  if (!email) {
    return jsonError(c, 400, 'Email required', 'Say whose requests to delete: ?email=address.')
  }
  const { meta } = await c.env.DB.prepare(
    'DELETE FROM contact_requests WHERE lower(email) = lower(?)',
  )
    .bind(email)
    .run()
  return c.json({ deleted: meta.changes })
})
