import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error shape every route answers with. The site reads `error` (and shows `details` beside
 * it), so both are plain sentences: never a stack trace, an upstream body or a secret. A
 * validation error adds `fields`: each invalid field's message, keyed by the field's name.
 */
export type ErrorBody = {
  error: string
  details?: string
  fields?: Record<string, string>
  /** A stable name for a refusal the site words itself (`turnstile-spent`, `voice-budget`). */
  code?: string
}

/** Answers `status` with the uniform error body. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  details?: string,
  fields?: Record<string, string>,
): Response {
  const body: ErrorBody = { error }
  if (details !== undefined) body.details = details
  if (fields !== undefined) body.fields = fields
  return c.json(body, status)
}

/** Answers `status` with the uniform error body and a `code` the site maps to its own words. */
export function jsonRefusal(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  error: string,
  details: string,
): Response {
  return c.json<ErrorBody>({ error, details, code }, status)
}
