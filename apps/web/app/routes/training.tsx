import { trainingPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/training'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The AI training page. */
export default function TrainingPage() {
  const { hero } = trainingPage
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}
