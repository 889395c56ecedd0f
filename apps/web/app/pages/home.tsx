import { Deferred } from '@org/ui'
import { MicIcon } from 'lucide-react'
import { useLoaderData } from 'react-router-dom'
import { ActionButton } from '../actions/action-link'
import type { loader } from '../routes/home'
import { Faq } from '../sections/faq'
import { HeroSection } from '../sections/home/hero-section'
import {
  AboutSection,
  AiCoachingSection,
  AwardBanner,
  CoachingImageSection,
  ContactSection,
  DemoSection,
  JourneyPricingSection,
  RoadmapSection,
  SeoSection,
  ServicesSection,
  TestimonialsSection,
} from '../sections/home/sections'

/**
 * The home page, in the order of docs/pages.md#home, all of it in the prerendered HTML. The hero
 * hydrates with the page; every other section is a chunk of its own that loads, and hydrates,
 * when it is about to be seen (see `deferredPart` in `@org/ui`), so the page's first load carries none of
 * them.
 */
export default function HomePage() {
  const loaderData = useLoaderData<typeof loader>()
  const { aboveFold, lazy } = loaderData.page
  return (
    <>
      <HeroSection hero={aboveFold.hero} />
      <Deferred part={AwardBanner} banner={aboveFold.awardBanner} />
      <Deferred part={RoadmapSection} steps={aboveFold.steps} />
      <Deferred part={ServicesSection} services={aboveFold.services} />
      <Deferred part={DemoSection} demo={lazy.demo} />
      <Deferred part={CoachingImageSection} coaching={lazy.coachingImage} />
      <Deferred part={AiCoachingSection} coaching={lazy.aiCoaching} />
      <Deferred part={JourneyPricingSection} journey={lazy.journeyPricing} />
      <Deferred part={AboutSection} about={lazy.about} />
      <Deferred
        part={Faq}
        id="home-faq-title"
        faq={lazy.faq}
        aside={
          <ActionButton
            action={lazy.faq.cta.action}
            variant="secondary"
            className="self-start bg-surface-raised"
          >
            <MicIcon aria-hidden="true" strokeWidth={2} className="size-4" />
            {lazy.faq.cta.label}
          </ActionButton>
        }
      />
      <Deferred part={TestimonialsSection} testimonials={lazy.testimonials} />
      <Deferred part={SeoSection} seo={lazy.seo} />
      <Deferred part={ContactSection} content={lazy.contact} />
    </>
  )
}
