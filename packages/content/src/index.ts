export {
  articleByPath,
  articleSlugs,
  articles,
  articleTexts,
  blogCards,
  defineArticle,
  readTimeMinutes,
  wordCount,
  wordsPerMinute,
} from './blog'
export { loadArticle } from './blog/load'
export { articlePath } from './blog/paths'
export type { ArticleSlug } from './blog/slugs.gen'
export type {
  Article,
  ArticleBlock,
  ArticleCardCopy,
  ArticleCta,
  ArticlePath,
  ArticleSection,
  BlogCard,
  Faq,
  NewsItem,
  RichText,
} from './blog/types'
export { claims, ratingLabel, ratingSummary } from './constants/claims'
export {
  coachingProgramme,
  contentCourse,
  groupCoaching,
  groupCoachingName,
  groupCoachingPrice,
  groupCoachingPriceNote,
  programmeGuarantee,
  programmePriceNote,
  programmeTimeline,
} from './constants/offers'
export { agentPackages } from './constants/packages'
export {
  entryVoicePlan,
  gstNote,
  planComparison,
  planDevHoursLabel,
  planMinutesLabel,
  planPriceLabel,
  voicePlanPricesIncludeGst,
  voicePlans,
  voicePlansFromLabel,
} from './constants/plans'
export { contactRetention, retentionPeriod } from './constants/retention'
export {
  governingLaw,
  legalLastUpdated,
  pricesIncludeGst,
  termsOfService,
} from './constants/terms'
export { formatAud, formatDate } from './format'
export { type IconName, iconNames } from './icons'
export { configuredExternalHrefs, isInternalTarget, isKnownHref } from './link-targets'
export {
  type Action,
  bookStrategyCall,
  bookStrategyCallCta,
  type Cta,
  collectHrefs,
  external,
  hrefOf,
  type InternalPath,
  opensNewTab,
  openVoiceChat,
  type RichTextLink,
  richTextLinks,
  route,
  talkToAgent,
} from './links'
export { allPageMeta, pageMeta } from './meta/lookup'
export {
  articleMeta,
  canonicalUrl,
  createPageMetaLookup,
  definedPageMeta,
  everyPageMeta,
  type PageMetaLookup,
  staticPageMeta,
} from './meta/page-meta'
export {
  type SocialCard,
  socialCard,
  socialCardEyebrows,
  socialCardImage,
  socialCardPath,
  socialCardSize,
} from './meta/social-card'
export { navigation } from './nav'
export { aboutDefinition, aboutPage } from './pages/about'
export { agentPricingDefinition, agentPricingPage } from './pages/agent-pricing'
export { coachingDefinition, coachingPage } from './pages/coaching'
export { courseDefinition, coursePage } from './pages/course'
export { type DefinedPageKind, definePage, type PageDefinition } from './pages/define'
export { founderDefinition, founderPage } from './pages/founder'
export { getStartedDefinition, getStartedPage } from './pages/get-started'
export { homeDefinition } from './pages/home'
export { homeAboveFold } from './pages/home-above-fold'
export { homeLazy } from './pages/home-lazy'
export { legalDefinition, legalPage } from './pages/legal'
export { type PageOfKind, type PagePath, pageAt, pages } from './pages/registry'
export {
  articlePage,
  blogIndexDefinition,
  blogIndexPage,
  notFoundPage,
  onboardingDefinition,
  onboardingPage,
} from './pages/shell'
export { trainingDefinition, trainingPage } from './pages/training'
export { voicePricingDefinition, voicePricingPage } from './pages/voice-pricing'
export { type ContentRecord, contentRecords } from './records'
export {
  type HomeAnchor,
  homeAnchors,
  isRoutedPath,
  type PageKind,
  type RoutePath,
  type RouteRecord,
  routes,
} from './routes'
export { articleBlockSchema, articleSchema, blogCardSchema } from './schemas/article'
export { claimsSchema, groupCoachingSchema } from './schemas/claims'
export * from './schemas/common'
export {
  type ContactRequest,
  type ContactRequestInput,
  contactRequestSchema,
} from './schemas/contact'
export {
  hasLoneSurrogate,
  normaliseLine,
  normaliseMessage,
} from './schemas/contact-text'
export * from './schemas/home'
export { honeypotField, isHoneypotFilled } from './schemas/honeypot'
export * from './schemas/meta'
export * from './schemas/nav'
export * from './schemas/pages'
export * from './schemas/pricing'
export * from './schemas/pricing-pages'
export * from './schemas/programme-pages'
export { type ExternalTarget, pageTitle, type Site, site } from './site'
export {
  articleStructuredData,
  articleStructuredDataBlocks,
  articleUrl,
} from './structured-data/article'
export { faqPage } from './structured-data/faq'
export { type JsonLd, serialiseJsonLd } from './structured-data/json-ld'
export {
  organisationId,
  organisationRef,
  professionalService,
} from './structured-data/organisation'
export { founderId, founderPerson } from './structured-data/person'
export {
  agentPackageProducts,
  courseProduct,
  programmeProduct,
  voicePlanProduct,
  voicePlanProducts,
} from './structured-data/products'
export { webSite } from './structured-data/website'
export { type VoiceSignerMessage, voiceSignerMessages } from './voice-signer-messages'
