import { aboutDefinition } from './about'
import { agentPricingDefinition } from './agent-pricing'
import { coachingDefinition } from './coaching'
import { courseDefinition } from './course'
import type { DefinedPageKind } from './define'
import { founderDefinition } from './founder'
import { getStartedDefinition } from './get-started'
import { homeDefinition } from './home'
import { legalDefinition } from './legal'
import { blogIndexDefinition, onboardingDefinition } from './shell'
import { trainingDefinition } from './training'
import { voicePricingDefinition } from './voice-pricing'

/**
 * Every page that is not an article, in the order the route table lists them (the articles
 * follow the blog index). A new page is a `definePage` in its own file and one line here.
 */
export const pages = [
  homeDefinition,
  getStartedDefinition,
  aboutDefinition,
  blogIndexDefinition,
  courseDefinition,
  voicePricingDefinition,
  agentPricingDefinition,
  trainingDefinition,
  coachingDefinition,
  founderDefinition,
  onboardingDefinition,
  legalDefinition,
] as const

/** A path of a page that is not an article. */
export type PagePath = (typeof pages)[number]['path']

/** The pages of one kind, as declared: `PageOfKind<'about'>['content']` is the about page's. */
export type PageOfKind<Kind extends DefinedPageKind> = Extract<
  (typeof pages)[number],
  { kind: Kind }
>

/**
 * The page at a path, checked to be of the kind its route renders.
 *
 * @throws Error when no page lives at `path`, or the page there is of another kind.
 */
export function pageAt<Kind extends DefinedPageKind>(path: string, kind: Kind): PageOfKind<Kind> {
  const page = pages.find((definition) => definition.path === path)
  if (!page) throw new Error(`No page is defined at ${path}: add a definePage to the registry.`)
  if (page.kind !== kind) {
    throw new Error(`The page at ${path} is of kind ${page.kind}, not ${kind}.`)
  }
  return page as PageOfKind<Kind>
}
