import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../env'
import { jsonError } from '../errors'

/** Largest signing request: `{ "agentId": "..." }` needs far less. */
export const SIGNING_BODY_LIMIT = 4 * 1024
/** Largest contact request: a 2000-character message plus the other fields, with headroom. */
export const CONTACT_BODY_LIMIT = 16 * 1024

/**
 * Caps the request body before it is read, answering 413 in the uniform error shape. Counts
 * streamed bytes too, so a missing or lying `Content-Length` does not get around it.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      jsonError(c, 413, 'Request body too large', `Send at most ${maxSize / 1024} kB.`),
  })
}

/** Result of {@link readJsonObject}: the parsed object, or the error response to send. */
export type JsonObjectResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; response: Response }

/** Reads the body as a JSON object, refusing other media types and malformed or non-object JSON. */
export async function readJsonObject(c: Context<AppEnv>): Promise<JsonObjectResult> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return {
      ok: false,
      response: jsonError(c, 415, 'Unsupported media type', 'Send the body as application/json.'),
    }
  }
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    return {
      ok: false,
      response: jsonError(c, 400, 'Invalid JSON', 'The request body is not valid JSON.'),
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      response: jsonError(c, 400, 'Invalid JSON', 'The request body must be a JSON object.'),
    }
  }
  return { ok: true, value: value as Record<string, unknown> }
}
