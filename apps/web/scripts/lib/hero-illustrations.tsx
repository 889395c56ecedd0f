import {
  agentPricingPage,
  coachingPage,
  coursePage,
  getStartedPage,
  homeAboveFold,
  programmeTimeline,
  trainingPage,
  voicePricingPage,
} from '@org/content'
import {
  AgentTeamIllustration,
  AnsweredCallIllustration,
  CoachingTrackIllustration,
  ContentCalendarIllustration,
  IllustrationOutline,
  LaunchPathIllustration,
  MissedCallIllustration,
  WorkshopIllustration,
} from '@org/ui/illustrations'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { uiCardFont } from './fonts.ts'
import { createTextOutliner } from './outline-text.ts'

/** An illustration file the client build ships and the dev server answers. */
export interface IllustrationFile {
  /** Its path under the site's root, without the leading slash. */
  fileName: string
  source: string
}

/**
 * Which ui illustration draws each page's hero picture, keyed by the picture's path in content,
 * so the path, its size and the drawing behind it are each declared once. Facts a drawing shows
 * (the programme's length) come from content too.
 */
const heroIllustrations: ReadonlyArray<readonly [string, ReactElement]> = [
  [homeAboveFold.hero.picture.src, <AnsweredCallIllustration key="home" />],
  [agentPricingPage.hero.picture.src, <AgentTeamIllustration key="agent-pricing" />],
  [
    coachingPage.hero.picture.src,
    <CoachingTrackIllustration key="coaching" weeks={programmeTimeline.weeks} />,
  ],
  [coursePage.hero.picture.src, <ContentCalendarIllustration key="course" />],
  [getStartedPage.hero.picture.src, <LaunchPathIllustration key="get-started" />],
  [trainingPage.hero.picture.src, <WorkshopIllustration key="training" />],
  [voicePricingPage.hero.picture.src, <MissedCallIllustration key="voice-pricing" />],
]

/**
 * One illustration as a standalone SVG document, its microcopy set as outlines of the ui's
 * typeface (an `<img>` cannot load the page's font), each glyph defined once.
 */
export function renderIllustration(illustration: ReactElement, fonts = uiCardFont().files): string {
  const { outline, definitions } = createTextOutliner(fonts)
  const markup = renderToStaticMarkup(
    <IllustrationOutline.Provider value={outline}>{illustration}</IllustrationOutline.Provider>,
  )
  // The glyphs are known only once the drawing has rendered; they go first in the file, so every
  // reference to them points backwards.
  const opening = markup.indexOf('>') + 1
  return `${markup.slice(0, opening)}<defs>${definitions()}</defs>${markup.slice(opening)}\n`
}

/** Every page-hero illustration as the file its content record names. */
export function renderHeroIllustrations(): IllustrationFile[] {
  const fonts = uiCardFont().files
  return heroIllustrations.map(([src, illustration]) => ({
    fileName: src.replace(/^\//, ''),
    source: renderIllustration(illustration, fonts),
  }))
}
