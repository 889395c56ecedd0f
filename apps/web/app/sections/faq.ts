import { deferredPart } from '@org/ui'

/**
 * A page's FAQ, near the foot of the page: its questions and answers are in the prerendered HTML,
 * and the accordion's code loads when the section comes near the viewport.
 */
export const Faq = deferredPart('faq', 'near', () =>
  import('./faq-section').then((module) => module.FaqSection),
)
