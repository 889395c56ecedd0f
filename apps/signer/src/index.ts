import { app } from './app'

export { DailyBudget } from './budget/daily-budget'

/** The Worker entry: every request goes to the Hono app. */
export default app satisfies ExportedHandler<Env>
