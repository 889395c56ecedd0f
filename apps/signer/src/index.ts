import { app } from './app'

export default app satisfies ExportedHandler<Env>
