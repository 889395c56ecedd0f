/**
 * Whether an upgrade request may start a conversation, and how a request is turned away.
 */
import { type IncomingMessage, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { originAllowed } from './origins.ts'
import { verifySignedUrl } from './signature.ts'

/**
 * Why the agent will not start a conversation for this upgrade request, or undefined when it
 * will: a page from an origin not allowed, or (with a secret) a URL that is unsigned, forged,
 * tampered with, expired or dated too far ahead. Fixed texts only: a close reason that echoed
 * the request could pass the protocol's 123-byte limit.
 */
export function refusalOf(
  request: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
  secret: string | null,
): string | undefined {
  if (!originAllowed(request.headers.origin, allowedOrigins)) {
    return "the page's origin is not allowed"
  }
  if (secret === null) return undefined
  const check = verifySignedUrl(request.url ?? '/', secret)
  return check.ok ? undefined : check.reason
}

/**
 * The path of a request target, or undefined when it cannot be read as a URL (`//a:99999/` is a
 * request target Node's parser lets through and `new URL` throws on).
 */
export function pathOf(target: string): string | undefined {
  try {
    return new URL(target, 'ws://localhost').pathname
  } catch {
    return undefined
  }
}

/** Answers a request that is not an upgrade to the conversation path with a plain HTTP error. */
export function refuse(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
