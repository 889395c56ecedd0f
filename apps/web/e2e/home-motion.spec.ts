import { homeAboveFold, homeLazy } from '@org/content'
import type { Page } from '@playwright/test'
import { demoTimeline, playedBars } from '../app/sections/home/demo-timeline'
import { expect, test } from './fixtures'
import {
  approachSection,
  demoCard,
  mountOf,
  observerRound,
  waitForHeroMounted,
  waitForMount,
} from './home-page'

const { hero, steps } = homeAboveFold
const start = new Date('2025-08-18T09:00:00+10:00')

/**
 * Loads the home page on a paused test clock: no timer fires unless the test moves time on, so
 * "every 2 s" and "after 2 s" are exact, however slow the machine.
 */
async function openOnPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
  await page.goto('/')
  await waitForHeroMounted(page)
}

const highlight = (page: Page) => page.locator('h1 [data-highlight]')

test.describe('hero highlight', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('changes word every 2 s while the heading reads the same', async ({ page }) => {
    await openOnPausedClock(page)
    const heading = page.getByRole('heading', { level: 1 })
    const name = `${hero.headline} ${hero.highlights[0]}`
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
    await page.clock.runFor(1999)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
    await page.clock.runFor(1)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '1')
    // The second word is drawn, not read: the heading's name and text do not change.
    await expect(heading).toHaveAccessibleName(name)
    await expect(heading).toHaveText(name)
    const shown = page.locator(`h1 [data-word="${hero.highlights[1]}"]`)
    await expect(shown).toHaveCSS('opacity', '1')
    await page.clock.runFor(2000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
  })

  test('plays one round each time the heading comes into view, then rests on the first word', async ({
    page,
  }) => {
    await openOnPausedClock(page)
    await page.clock.runFor(4000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
    await page.clock.runFor(6000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')

    // Away and back: one more round, from the moment it is in view again.
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }))
    await observerRound(highlight(page))
    await page.clock.runFor(2000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await observerRound(highlight(page))
    await page.clock.runFor(1999)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
    await page.clock.runFor(1)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '1')
    await page.clock.runFor(2000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
  })

  test('holds still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openOnPausedClock(page)
    await page.clock.runFor(6000)
    await expect(highlight(page)).toHaveAttribute('data-highlight', '0')
  })
})

test.describe('quiz card', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test.beforeEach(async ({ context }) => {
    // The quiz is another site; the new tab gets an empty page instead of the network.
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Quiz</title>' }),
    )
  })

  test('opens the quiz in a new tab and pulses for 1 s', async ({ page }) => {
    await openOnPausedClock(page)
    const card = page.locator('[data-quiz-card]')
    await expect(card).toHaveCSS('animation-name', 'none')
    const popup = page.waitForEvent('popup')
    // Anywhere on the card: the link covers it.
    await card.click({ position: { x: 40, y: 110 } })
    const quiz = await popup
    expect(quiz.url()).toBe('https://example.com/kookaburra-ai/quiz-assistant')
    await quiz.close()
    await expect(card).toHaveAttribute('data-pulsing', '')
    await expect(card).toHaveCSS('animation-name', 'home-quiz-pulse')
    await expect(card).toHaveCSS('animation-duration', '1s')
    await page.clock.runFor(999)
    await expect(card).toHaveAttribute('data-pulsing', '')
    await page.clock.runFor(1)
    await expect(card).not.toHaveAttribute('data-pulsing')
    await expect(card).toHaveCSS('animation-name', 'none')
  })

  test('does not pulse under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openOnPausedClock(page)
    const card = page.locator('[data-quiz-card]')
    const popup = page.waitForEvent('popup')
    await card.getByRole('link', { name: hero.quizCard.cta.label }).click()
    await (await popup).close()
    await expect(card).toHaveAttribute('data-pulsing', '')
    await expect(card).toHaveCSS('animation-name', 'none')
  })
})

test.describe('seven steps on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('mount after 2 s without a scroll, tap or key press', async ({ page }) => {
    await openOnPausedClock(page)
    const mount = mountOf(page, steps.heading)
    await page.clock.runFor(1999)
    await expect(mount).toHaveAttribute('data-mount', 'static')
    await page.clock.runFor(1)
    await waitForMount(page, steps.heading)
  })

  for (const [what, act] of [
    ['a scroll', (page: Page) => page.mouse.wheel(0, 120)],
    ['a tap', (page: Page) => page.mouse.click(8, 400)],
    ['a key press', (page: Page) => page.keyboard.press('Shift')],
  ] as const) {
    test(`mount at once after ${what}`, async ({ page }) => {
      await openOnPausedClock(page)
      const mount = mountOf(page, steps.heading)
      await expect(mount).toHaveAttribute('data-mount', 'static')
      await act(page)
      // Half the 2 s wait: enough for React's own timers to hydrate the section once its code is
      // in, too little for the idle timer, so only the visitor's act can have loaded it.
      await page.clock.runFor(1000)
      await waitForMount(page, steps.heading)
    })
  }
})

test.describe('seven steps on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('mount at once, with no interaction and no time passing', async ({ page }) => {
    await openOnPausedClock(page)
    await waitForMount(page, steps.heading)
  })

  test('light up stop by stop when scrolled to, and stand complete under reduced motion', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHeroMounted(page)
    await waitForMount(page, steps.heading)
    const path = page.locator('ol[data-progress]')
    await expect(path).toHaveAttribute('data-progress', 'armed')
    await path.scrollIntoViewIfNeeded()
    await expect(path).toHaveAttribute('data-progress', 'done')
    // Each stop's change waits for the one before it.
    const delays = await path
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => getComputedStyle(item).getPropertyValue('--step-delay')),
      )
    expect(delays).toEqual(steps.items.map((_, index) => `${index * 260}ms`))

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await waitForHeroMounted(page)
    await waitForMount(page, steps.heading)
    await expect(path).toHaveAttribute('data-progress', 'done')
  })
})

test('the voice promo moves only when motion is welcome', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#services')
  await waitForMount(page, homeAboveFold.services.heading)
  const bar = page.locator('[data-mount="live"] .motion-safe\\:animate-voice-bar').first()
  await expect(bar).toHaveCSS('animation-name', 'voice-bar')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(bar).toHaveCSS('animation-name', 'none')
})

test.describe('the demo call', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  const { demo } = homeLazy
  const card = demoCard

  async function approach(page: Page): Promise<void> {
    await page.goto('/')
    await waitForHeroMounted(page)
    await approachSection(page, demo.heading)
  }

  /** From now on, the page lists each transition that starts inside the call card. */
  async function recordTransitions(page: Page): Promise<() => Promise<string[]>> {
    await card(page).evaluate((figure) => {
      const started: string[] = []
      ;(window as unknown as { demoTransitions: string[] }).demoTransitions = started
      figure.addEventListener('transitionrun', (event) => {
        const part = event.target as HTMLElement
        started.push(`${part.tagName.toLowerCase()} ${(event as TransitionEvent).propertyName}`)
      })
    })
    return () =>
      page.evaluate(() => (window as unknown as { demoTransitions: string[] }).demoTransitions)
  }

  test('plays once when scrolled into view: lines in turn, the waveform, then the booking', async ({
    page,
  }) => {
    await approach(page)
    const figure = card(page)
    await expect(figure).toHaveAttribute('data-progress', 'armed')
    // Armed, the call waits at its start: no line, no gold, no booking yet.
    await expect(figure.locator('li').first()).toHaveCSS('opacity', '0')
    await expect(figure.locator('p').last()).toHaveCSS('opacity', '0')

    // Each part waits its turn, the booking last.
    const turns = demo.transcript.length
    const delays = await figure.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>(':scope > ol > li, :scope > p')].map((part) =>
        part.style.getPropertyValue('--demo-delay'),
      ),
    )
    expect(delays).toEqual([
      ...demo.transcript.map((_, index) => `${demoTimeline.turn(index)}ms`),
      `${demoTimeline.booking(turns)}ms`,
    ])

    const transitions = await recordTransitions(page)
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toHaveAttribute('data-progress', 'done')
    // Every line and the booking fade in; every played bar of the waveform turns gold.
    await expect
      .poll(async () => {
        const started = await transitions()
        return {
          lines: started.filter((entry) => entry === 'li opacity').length,
          booking: started.filter((entry) => entry === 'p opacity').length,
          bars: started.filter((entry) => entry === 'span background-color').length,
        }
      })
      .toEqual({ lines: turns, booking: 1, bars: playedBars })
    await expect(figure.locator('li').last()).toHaveCSS('opacity', '1', { timeout: 15_000 })
    await expect(figure.getByText(demo.booking.job, { exact: false })).toBeVisible()

    // Once: away and back again, it stays finished and nothing replays.
    const played = (await transitions()).length
    await page.evaluate(() => window.scrollTo(0, 0))
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toHaveAttribute('data-progress', 'done')
    expect((await transitions()).length).toBe(played)
  })

  test('stands still, finished, under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await approach(page)
    const figure = card(page)
    await expect(figure).toHaveAttribute('data-progress', 'done')
    const transitions = await recordTransitions(page)
    await figure.scrollIntoViewIfNeeded()
    await expect(figure.locator('li').last()).toHaveCSS('opacity', '1')
    await expect(figure.getByText(demo.booking.job, { exact: false })).toBeVisible()
    await expect(figure).toHaveAttribute('data-progress', 'done')
    expect(await transitions()).toEqual([])
  })
})
