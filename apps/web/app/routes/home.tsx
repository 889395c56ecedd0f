import { homeAboveFold, homeLazy } from '@org/content'
import { metaTags } from '../meta/meta-tags'
import { pageLoader } from '../meta/page-loader.server'
import { loadEveryPart } from '../sections/home/deferred-part'
import { LazyMount } from '../sections/home/lazy-mount'
import {
  aboutPart,
  aiCoachingPart,
  awardBannerPart,
  coachingImagePart,
  contactPart,
  demoPart,
  faqPart,
  heroPart,
  journeyPricingPart,
  seoPart,
  servicesPart,
  stepsPart,
  testimonialsPart,
} from '../sections/home/lazy-parts'
import type { Route } from './+types/home'

const homeData = pageLoader({ aboveFold: homeAboveFold, lazy: homeLazy })

/**
 * Build time: the page's content, once every deferred section's code has loaded, so the
 * prerendered HTML holds every section.
 */
export async function loader(args: Route.LoaderArgs) {
  await loadEveryPart()
  return homeData(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData.meta)

/**
 * The home page, in the order of docs/pages.md#home, all of it in the prerendered HTML and each section a chunk
 * of its own, so the page's first load carries none of them. The hero mounts as soon as the page
 * has started (a button pressed before then is pressed again once it works); the seven steps at
 * once from 768 px up and on phones at the first scroll, tap or key press (or after 2 s); every
 * other section once it comes within 200 px of the viewport.
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { aboveFold, lazy } = loaderData.page
  return (
    <>
      <LazyMount part={heroPart} props={{ hero: aboveFold.hero }} when="now" />
      <LazyMount part={awardBannerPart} props={{ banner: aboveFold.awardBanner }} when="near" />
      <LazyMount part={stepsPart} props={{ steps: aboveFold.steps }} when="wide-or-first-use" />
      <LazyMount part={servicesPart} props={{ services: aboveFold.services }} when="near" />
      <LazyMount part={demoPart} props={{ demo: lazy.demo }} when="near" />
      <LazyMount part={coachingImagePart} props={{ coaching: lazy.coachingImage }} when="near" />
      <LazyMount part={aiCoachingPart} props={{ coaching: lazy.aiCoaching }} when="near" />
      <LazyMount part={journeyPricingPart} props={{ journey: lazy.journeyPricing }} when="near" />
      <LazyMount part={aboutPart} props={{ about: lazy.about }} when="near" />
      <LazyMount part={faqPart} props={{ faq: lazy.faq }} when="near" />
      <LazyMount part={testimonialsPart} props={{ testimonials: lazy.testimonials }} when="near" />
      <LazyMount part={seoPart} props={{ seo: lazy.seo }} when="near" />
      <LazyMount part={contactPart} props={{ content: lazy.contact }} when="near" />
    </>
  )
}
