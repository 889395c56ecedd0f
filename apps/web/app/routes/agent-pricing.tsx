import { agentPricingPage } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/agent-pricing'

export const loader = pageLoader(agentPricingPage)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The AI agent catalogue and its packages. */
export default function AgentPricingPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}
