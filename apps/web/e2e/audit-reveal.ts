import type { ConsoleMessage, Page } from '@playwright/test'
import { watchForStall } from './stall-report'

/** The widths every page is audited and photographed at: the smallest phone, and a desktop. */
export const auditViewports = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** Any path outside the route table: the not-found page. */
export const notFoundPath = '/no-such-page'

/**
 * Scrolls through the whole page a screen at a time (each step overlapping the last a little), so
 * every section that mounts or loads on approach does; waits until all of them have, every
 * rendered image has loaded and the fonts are ready; then goes back to the top and lets what
 * started playing finish. An image the layout hides at this width (a picture shown from 768 px on)
 * never loads when lazy, so it is not waited for. Should the page stop mid-scroll, the test's
 * report says where its main thread was (`watchForStall`).
 */
export async function revealWholePage(page: Page): Promise<void> {
  const stall = await watchForStall(page, `Scrolling through ${page.url()}`)
  const onStep = (message: ConsoleMessage) => {
    if (message.text().startsWith('reveal step')) stall.progress()
  }
  page.on('console', onStep)
  try {
    await scrollThrough(page)
  } finally {
    page.off('console', onStep)
    stall.stop()
  }
  // The scroll above is quick, and on a busy machine an observer can miss a section that passed
  // through the viewport between two of its checks. So each poll brings the first section or
  // picture still missing into view, until nothing is: the page converges whatever the load.
  await page.waitForFunction(
    () => {
      const missing =
        [...document.querySelectorAll<HTMLElement>('main [data-mount]')].find(
          (element) => element.dataset.mount !== 'live',
        ) ??
        document.querySelector('[data-state="waiting"]') ??
        [...document.images].find((image) => !image.complete && image.checkVisibility())
      if (missing) {
        missing.scrollIntoView({ block: 'center', behavior: 'instant' })
        return false
      }
      return document.fonts.status === 'loaded'
    },
    undefined,
    { polling: 100 },
  )
  // A deferred section renders only near the viewport (`content-visibility: auto`), and axe leaves
  // out some checks (links within text) on what the browser has not rendered. A visitor meets every
  // section rendered, so the audits and the pictures see every one rendered.
  await page.addStyleTag({ content: 'main > [data-deferred] { content-visibility: visible }' })
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // A part that plays once when scrolled to (the demo call) may still be mid-fade, and a check
  // would read its colours then: wait for every time-driven, finite one to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Time-driven ones only: a scroll-driven one (the phone action bar) ends only at the
        // bottom of the page, and endless ones (a pulsing dot) never do.
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** A screen at a time from the top to the bottom; each step logs `reveal step …`. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    /** A round of intersection callbacks: every observer has seen the current scroll position. */
    const observerRound = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(document.body)
      })
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // A step never waits on the renderer alone: a CI run once hung here for 90 s when its
    // callbacks stopped coming. Whatever the scroll missed, the check below brings into view.
    const step = (wait: Promise<unknown>) =>
      Promise.race([wait, new Promise((resolve) => setTimeout(resolve, 250))])
    // A screen per step: every part of the page is inside the viewport at one step or another,
    // and sections that mount on approach watch a margin around it too. Never under 100 px, so
    // the loop moves on whatever the viewport reads.
    const stride = Math.max(innerHeight - 40, 100)
    // The page can grow while sections mount, so the bottom is read again at every step; the
    // steps are capped at twice the first height's worth, so nothing can keep the loop going.
    const maxSteps = 2 * Math.ceil(document.documentElement.scrollHeight / stride) + 10
    for (
      let top = 0, steps = 0;
      top < document.documentElement.scrollHeight && steps < maxSteps;
      top += stride, steps += 1
    ) {
      // Kept in a failing test's trace: where the loop was if a run ever stalls in it.
      console.debug(
        `reveal step ${steps}: top ${top} of ${document.documentElement.scrollHeight}, viewport ${innerHeight}`,
      )
      window.scrollTo({ top, behavior: 'instant' })
      await step(observerRound())
      await step(frame())
    }
  })
}
