import { programmeGuarantee } from './offers'

/** Every price includes GST unless the page says otherwise (the voice plans do; docs/decisions.md#gst). */
export const pricesIncludeGst = true

/** The privacy policy's and terms' last-updated date (docs/pages.md#legal), ISO. */
export const legalLastUpdated = '2025-08-18'

/** The state whose law governs the terms. */
export const governingLaw = 'Queensland'

/** The terms of service of docs/constants.md#terms, each one clause, in the order the page lists them. */
export const termsOfService = [
  {
    id: 'prices',
    title: 'Prices',
    text: 'All prices are in Australian dollars (AUD) and include GST unless stated otherwise. Voice agent plan prices are stated otherwise: they exclude GST and set-up costs, as the note under the plans says.',
  },
  {
    id: 'payments',
    title: 'Payments',
    text: 'Payments are processed securely by our card payment provider. We never see or store your full card number.',
  },
  {
    id: 'memberships',
    title: 'Memberships',
    text: `Memberships are non-refundable and binding for the term you choose when you join. ${programmeGuarantee}`,
  },
  {
    id: 'discovery-sessions',
    title: 'Discovery sessions',
    text: 'Discovery sessions are paid in advance and are non-refundable within 24 hours of the session.',
  },
  {
    id: 'digital-products',
    title: 'Digital products',
    text: 'Digital products, including templates and courses, are not refundable once downloaded or accessed.',
  },
  {
    id: 'partial-refunds',
    title: 'No partial refunds',
    text: 'We do not give partial refunds for unused time on a membership.',
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    text: `These terms are governed by the laws of ${governingLaw}, Australia, and you agree to the jurisdiction of its courts.`,
  },
] as const
