import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/about'
import { AboutCredentials } from '../sections/about/about-credentials'
import { AboutHero } from '../sections/about/about-hero'
import { AboutPhilosophy } from '../sections/about/about-philosophy'

/** The founder's story: who, the three credentials, the philosophy, and a way to talk. */
export default function AboutPage() {
  const { hero, credentialsHeading, credentials, philosophy, cta } =
    useLoaderData<typeof loader>().page
  return (
    <>
      <AboutHero hero={hero} cta={cta} />
      <AboutCredentials heading={credentialsHeading} credentials={credentials} />
      <AboutPhilosophy philosophy={philosophy} cta={cta} />
    </>
  )
}
