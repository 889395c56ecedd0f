import { pageLoader } from '../meta/page-loader.server'
import { routePart } from '../startup/route-part'

export const loader = pageLoader('onboarding')

const OnboardingPage = routePart(() => import('../pages/onboarding'))

export { OnboardingPage as default }
