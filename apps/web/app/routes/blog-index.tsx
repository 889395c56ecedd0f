import { blogIndexPage } from '@org/content'
import { loadPageMeta } from '../meta/load-page-meta.server'
import { metaTags } from '../meta/meta-tags'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/blog-index'

export const loader = loadPageMeta

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The blog index. */
export default function BlogIndexPage() {
  const { hero } = blogIndexPage
  return <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
}
