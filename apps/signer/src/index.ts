import { app } from './app'
import type { SignerEnv } from './env'
import { leadQueue } from './leads/consumer'
import type { LeadMessage } from './leads/lead'
import { scheduled } from './scheduled'

export { DailyBudget } from './budget/daily-budget'

/**
 * The Worker entry: requests go to the Hono app, lead queue messages to their consumer, Cron
 * Triggers to the sweep and retention clean-up.
 */
export default {
  fetch: app.fetch,
  queue: leadQueue,
  scheduled,
} satisfies ExportedHandler<SignerEnv, LeadMessage>
