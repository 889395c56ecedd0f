import { app } from './app'

/** The Worker entry: every request goes to the Hono app. */
export default app satisfies ExportedHandler<Env>
