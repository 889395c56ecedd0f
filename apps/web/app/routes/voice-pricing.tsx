import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('voice-pricing')

const VoicePricingPage = routePart(() => import('../pages/voice-pricing'))

export { VoicePricingPage as default }
