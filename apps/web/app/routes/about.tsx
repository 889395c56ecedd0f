import { pageLoader } from '../meta/page-loader.server'
import { AboutCredentials } from '../sections/about/about-credentials'
import { AboutHero } from '../sections/about/about-hero'
import { AboutPhilosophy } from '../sections/about/about-philosophy'
import type { Route } from './+types/about'

export const loader = pageLoader('about')

/** The founder's story: who, the three credentials, the philosophy, and a way to talk. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { hero, credentialsHeading, credentials, philosophy, cta } = loaderData.page
  return (
    <>
      <AboutHero hero={hero} cta={cta} />
      <AboutCredentials heading={credentialsHeading} credentials={credentials} />
      <AboutPhilosophy philosophy={philosophy} cta={cta} />
    </>
  )
}
