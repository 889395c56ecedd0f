import { voicePricingPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/voice-pricing'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** Voice agent plans and prices. */
export default function VoicePricingPage() {
  const { hero } = voicePricingPage
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}
