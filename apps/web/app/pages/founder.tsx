import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/founder'
import { FounderAbout } from '../sections/founder/founder-about'
import { FounderExpertise } from '../sections/founder/founder-expertise'
import { FounderHero } from '../sections/founder/founder-hero'
import { FounderRecognition } from '../sections/founder/founder-recognition'
import { FounderStories } from '../sections/founder/founder-stories'

/** The founder's profile: who, what they know, the recognition and the clients' stories. */
export default function FounderPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { hero, about, expertise, recognition, stories, website } = loaderData.page
  return (
    <>
      <FounderHero hero={hero} />
      <FounderAbout about={about} website={website} />
      <FounderExpertise expertise={expertise} />
      <FounderRecognition recognition={recognition} />
      <FounderStories stories={stories} />
    </>
  )
}
