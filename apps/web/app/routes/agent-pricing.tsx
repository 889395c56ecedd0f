import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('agent-pricing')

const AgentPricingPage = routePart(() => import('../pages/agent-pricing'))

export { AgentPricingPage as default }
