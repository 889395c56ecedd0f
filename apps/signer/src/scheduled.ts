import type { SignerEnv } from './env'
import { sweepUndelivered } from './leads/sweep'
import { purgeExpiredRequests } from './retention/purge'

/**
 * The Worker's Cron Trigger handler (every 10 minutes): queue again any request whose
 * notification was lost or gave up, then delete requests past their retention period. Counts
 * only are logged, never a visitor's details.
 */
export async function scheduled(controller: ScheduledController, env: SignerEnv): Promise<void> {
  const now = new Date(controller.scheduledTime)
  const requeued = await sweepUndelivered(env, now)
  const purged = await purgeExpiredRequests(env.DB, now)
  console.log('scheduled:', { requeued, ...purged })
}
