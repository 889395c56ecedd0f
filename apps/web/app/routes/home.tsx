import { homeAboveFold } from '@org/content'
import { ActionButton } from '../actions/action-link'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { PageIntro } from '../shell/page-intro'
import type { Route } from './+types/home'

export const loader = pageLoader(homeAboveFold)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/** The home page. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page
  return (
    <PageIntro
      eyebrow={hero.badge}
      heading={`${hero.headline} ${hero.highlights[0] ?? ''}`.trim()}
      intro={hero.subheadline}
    >
      <ActionButton action={hero.talkToAgent.action} size="lg">
        {hero.talkToAgent.label}
      </ActionButton>
      <ActionButton action={hero.bookStrategyCall.action} variant="secondary" size="lg">
        {hero.bookStrategyCall.label}
      </ActionButton>
    </PageIntro>
  )
}
