import type { SignerEnv } from '../env'
import type { LeadMessage } from './lead'

/**
 * Queues the owner notification for a request just stored. A failure here is logged, not
 * thrown: the row is already committed and pending, so the visitor's message is safe and the
 * scheduled sweep queues it later.
 */
export async function enqueueLead(env: Pick<SignerEnv, 'LEAD_QUEUE'>, id: string): Promise<void> {
  try {
    await env.LEAD_QUEUE.send({ id } satisfies LeadMessage)
  } catch (error) {
    console.error('lead queue: could not queue request', id, error)
  }
}
