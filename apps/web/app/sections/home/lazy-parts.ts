import { deferredPart } from './deferred-part'

// Each section is a chunk of its own, imported only here and only dynamically: a static import
// anywhere would put it back into the page's first load.

/** The hero. */
export const heroPart = deferredPart(() =>
  import('./hero-section').then((module) => module.HeroSection),
)

/** The award banner. */
export const awardBannerPart = deferredPart(() =>
  import('./award-banner').then((module) => module.AwardBanner),
)

/** The seven steps. */
export const stepsPart = deferredPart(() =>
  import('./steps-section').then((module) => module.StepsSection),
)

/** The services and the voice-agent promo. */
export const servicesPart = deferredPart(() =>
  import('./services-section').then((module) => module.ServicesSection),
)

/** The demo call. */
export const demoPart = deferredPart(() =>
  import('./demo-section').then((module) => module.DemoSection),
)

/** The coaching programme's picture. */
export const coachingImagePart = deferredPart(() =>
  import('./coaching-image-section').then((module) => module.CoachingImageSection),
)

/** AI coaching. */
export const aiCoachingPart = deferredPart(() =>
  import('./ai-coaching-section').then((module) => module.AiCoachingSection),
)

/** AI journey pricing. */
export const journeyPricingPart = deferredPart(() =>
  import('./journey-pricing-section').then((module) => module.JourneyPricingSection),
)

/** About us. */
export const aboutPart = deferredPart(() =>
  import('./about-section').then((module) => module.AboutSection),
)

/** The FAQ. */
export const faqPart = deferredPart(() =>
  import('./faq-section').then((module) => module.FaqSection),
)

/** Testimonials. */
export const testimonialsPart = deferredPart(() =>
  import('./testimonials-section').then((module) => module.TestimonialsSection),
)

/** The closing summary with links. */
export const seoPart = deferredPart(() =>
  import('./seo-section').then((module) => module.SeoSection),
)

/** The contact section and its form. */
export const contactPart = deferredPart(() =>
  import('./contact-section').then((module) => module.ContactSection),
)
