import { deferredPart } from '@org/ui'
import { Faq } from '../faq'

// Each section below the hero is a chunk of its own, imported only here and only dynamically: a
// static import anywhere would put it back into the page's first load.

/** The award banner. */
export const AwardBanner = deferredPart('award-banner', 'near', () =>
  import('./award-banner').then((module) => module.AwardBanner),
)

/** The seven steps: on wide screens in view at once, on phones just below the fold. */
export const RoadmapSection = deferredPart('steps', 'wide-or-first-use', () =>
  import('./roadmap-section').then((module) => module.RoadmapSection),
)

/** The services and the voice-agent promo. */
export const ServicesSection = deferredPart('services', 'near', () =>
  import('./services-section').then((module) => module.ServicesSection),
)

/** The demo call. */
export const DemoSection = deferredPart('demo', 'near', () =>
  import('./demo-section').then((module) => module.DemoSection),
)

/** The coaching programme's picture. */
export const CoachingImageSection = deferredPart('coaching-image', 'near', () =>
  import('./coaching-image-section').then((module) => module.CoachingImageSection),
)

/** AI coaching. */
export const AiCoachingSection = deferredPart('ai-coaching', 'near', () =>
  import('./ai-coaching-section').then((module) => module.AiCoachingSection),
)

/** AI journey pricing. */
export const JourneyPricingSection = deferredPart('journey-pricing', 'near', () =>
  import('./journey-pricing-section').then((module) => module.JourneyPricingSection),
)

/** About us. */
export const AboutSection = deferredPart('about', 'near', () =>
  import('./about-section').then((module) => module.AboutSection),
)

/** Testimonials. */
export const TestimonialsSection = deferredPart('testimonials', 'near', () =>
  import('./testimonials-section').then((module) => module.TestimonialsSection),
)

/** The closing summary with links. */
export const SeoSection = deferredPart('seo', 'near', () =>
  import('./seo-section').then((module) => module.SeoSection),
)

/** The contact section and its form. */
export const ContactSection = deferredPart('contact', 'near', () =>
  import('./contact-section').then((module) => module.ContactSection),
)

/** Every deferred section of the page, in order. */
export const homeSections = [
  AwardBanner,
  RoadmapSection,
  ServicesSection,
  DemoSection,
  CoachingImageSection,
  AiCoachingSection,
  JourneyPricingSection,
  AboutSection,
  Faq,
  TestimonialsSection,
  SeoSection,
  ContactSection,
] as const
