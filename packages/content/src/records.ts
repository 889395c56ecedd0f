import type { z } from 'zod'
import { claims } from './constants/claims'
import { coachingProgramme, contentCourse, groupCoaching } from './constants/offers'
import { agentPackages } from './constants/packages'
import { planComparison, voicePlans } from './constants/plans'
import { navigation } from './nav'
import { aboutPage } from './pages/about'
import { agentPricingPage } from './pages/agent-pricing'
import { coachingPage } from './pages/coaching'
import { coursePage } from './pages/course'
import { founderPage } from './pages/founder'
import { getStartedPage } from './pages/get-started'
import { homeAboveFold } from './pages/home-above-fold'
import { homeLazy } from './pages/home-lazy'
import { legalPage } from './pages/legal'
import { pages } from './pages/registry'
import { articlePage, blogIndexPage, notFoundPage, onboardingPage } from './pages/shell'
import { trainingPage } from './pages/training'
import { voicePricingPage } from './pages/voice-pricing'
import { claimsSchema, groupCoachingSchema } from './schemas/claims'
import { homeAboveFoldSchema, homeLazySchema } from './schemas/home'
import { pageMetaSourceSchema } from './schemas/meta'
import { navigationSchema } from './schemas/nav'
import {
  aboutPageSchema,
  articlePageSchema,
  blogIndexPageSchema,
  founderPageSchema,
  getStartedPageSchema,
  legalPageSchema,
  notFoundPageSchema,
  onboardingPageSchema,
} from './schemas/pages'
import {
  agentPackageSchema,
  comparisonRowSchema,
  offerSchema,
  voicePlanSchema,
} from './schemas/pricing'
import { agentPricingPageSchema, voicePricingPageSchema } from './schemas/pricing-pages'
import { coachingPageSchema, coursePageSchema, trainingPageSchema } from './schemas/programme-pages'

/** A content record with the schema it must satisfy. */
export interface ContentRecord {
  name: string
  schema: z.ZodType
  data: unknown
}

const each = (name: string, schema: z.ZodType, items: readonly unknown[]): ContentRecord[] =>
  items.map((data, index) => ({ name: `${name}[${index}]`, schema, data }))

/**
 * Every record of the package beside its schema (the blog's articles and cards are checked
 * with their own schemas), so a build step or test can validate all content in one pass.
 */
export const contentRecords: readonly ContentRecord[] = [
  { name: 'navigation', schema: navigationSchema, data: navigation },
  { name: 'homeAboveFold', schema: homeAboveFoldSchema, data: homeAboveFold },
  { name: 'homeLazy', schema: homeLazySchema, data: homeLazy },
  { name: 'aboutPage', schema: aboutPageSchema, data: aboutPage },
  { name: 'voicePricingPage', schema: voicePricingPageSchema, data: voicePricingPage },
  { name: 'agentPricingPage', schema: agentPricingPageSchema, data: agentPricingPage },
  { name: 'trainingPage', schema: trainingPageSchema, data: trainingPage },
  { name: 'coachingPage', schema: coachingPageSchema, data: coachingPage },
  { name: 'coursePage', schema: coursePageSchema, data: coursePage },
  { name: 'getStartedPage', schema: getStartedPageSchema, data: getStartedPage },
  { name: 'founderPage', schema: founderPageSchema, data: founderPage },
  { name: 'onboardingPage', schema: onboardingPageSchema, data: onboardingPage },
  { name: 'legalPage', schema: legalPageSchema, data: legalPage },
  { name: 'blogIndexPage', schema: blogIndexPageSchema, data: blogIndexPage },
  { name: 'articlePage', schema: articlePageSchema, data: articlePage },
  { name: 'notFoundPage', schema: notFoundPageSchema, data: notFoundPage },
  { name: 'claims', schema: claimsSchema, data: claims },
  { name: 'groupCoaching', schema: groupCoachingSchema, data: groupCoaching },
  { name: 'coachingProgramme', schema: offerSchema, data: coachingProgramme },
  { name: 'contentCourse', schema: offerSchema, data: contentCourse },
  ...each('voicePlans', voicePlanSchema, voicePlans),
  ...each('planComparison', comparisonRowSchema, planComparison),
  ...each('agentPackages', agentPackageSchema, agentPackages),
  ...pages.map(({ path, meta }) => ({
    name: `pages[${path}].meta`,
    schema: pageMetaSourceSchema,
    data: meta,
  })),
]
