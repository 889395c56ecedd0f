import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error shape every route answers with. The site reads `error` (and shows `details` beside
 * it), so both are plain sentences: never a stack trace, an upstream body or a secret.
 */
export type ErrorBody = { error: string; details?: string }

/** Answers `status` with the uniform error body. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  details?: string,
): Response {
  const body: ErrorBody = details === undefined ? { error } : { error, details }
  return c.json(body, status)
}
