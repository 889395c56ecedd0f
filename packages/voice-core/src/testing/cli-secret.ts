/**
 * The secret the demo agent CLI checks signed URLs with.
 */
import { isLoopbackHost } from './origins.ts'

/** The secret the demo agent and the signer share when nothing else is set; it is public. */
export const DEFAULT_DEMO_SECRET = 'local-demo-secret'

/**
 * The shortest secret the CLI accepts on an interface other machines can reach: 32 characters,
 * as long as 24 random bytes in base64 (`openssl rand -base64 32` prints 44), so nobody can
 * guess it and sign URLs of their own.
 */
export const MIN_REACHABLE_SECRET_LENGTH = 32

/**
 * Chooses the secret for a CLI listening on `host`: `DEMO_AGENT_SECRET`, or the public default
 * on loopback only. Anywhere else anyone who knows the default could sign URLs, so it takes a
 * secret of its own.
 *
 * @param host - the interface the agent will listen on.
 * @param configured - `DEMO_AGENT_SECRET` as set (empty counts as unset).
 * @throws Error saying what to set, when a non-loopback host has no secret of its own or a
 *   short one; the message never contains the secret.
 */
export function cliSecret(host: string, configured: string | undefined): string {
  const secret = configured || undefined
  if (isLoopbackHost(host)) return secret ?? DEFAULT_DEMO_SECRET
  let problem: string
  if (secret === undefined) problem = 'DEMO_AGENT_SECRET is not set'
  else if (secret === DEFAULT_DEMO_SECRET) problem = 'DEMO_AGENT_SECRET is the public default'
  else if (secret.trim().length < MIN_REACHABLE_SECRET_LENGTH) {
    problem = `DEMO_AGENT_SECRET is shorter than ${MIN_REACHABLE_SECRET_LENGTH} characters`
  } else return secret
  throw new Error(
    `Refusing to listen on ${host}: other machines can reach it and ${problem}. ` +
      `Set DEMO_AGENT_SECRET to a secret of your own of at least ${MIN_REACHABLE_SECRET_LENGTH} ` +
      'characters (`openssl rand -base64 32` makes one), or listen on 127.0.0.1.',
  )
}
