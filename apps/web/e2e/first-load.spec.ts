/**
 * What each page costs a first-time visitor on a phone before they do anything, measured in
 * Chromium as their browser fetches it from the real host: bytes of script, CSS, font and
 * pictures on the wire, and requests, each within the page's budget (`first-load-budgets.ts`);
 * none of the voice engine or supabase-js before the visitor asks for the voice chat; no other
 * article's text; no render-blocking script; the resources of the largest paint preloaded, and
 * no picture the first screen does not show; no layout shift; and nothing drawn through a blur
 * filter. Every figure here comes out the same on any machine: bytes, counts and pixels, not
 * times. Speed itself is measured by `pnpm bench:site`.
 */
import { articlePath, articles, articleTexts, routes } from '@org/content'
import { PNG } from 'pngjs'
import {
  articleSnippets,
  bundledSources,
  notInFirstLoad,
} from '../scripts/lib/first-load-sources.ts'
import { measureFirstLoad } from './first-load'
import { budgetFor } from './first-load-budgets'
import { expect, test, waitForHydration } from './fixtures'

test.use({ viewport: { width: 360, height: 780 } })

const snippets = new Map(
  articles.map((article) => [
    articlePath(article),
    articleSnippets(articleTexts(article).slice(1)),
  ]),
)

for (const { path } of routes) {
  test(`${path}: the first load stays within its budget`, async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const seen = {
        shift: 0,
        // What moved, for the failure message: a shift is only worth as much as its culprit.
        moved: [] as string[],
        largest: undefined as { url: string; tag: string } | undefined,
      }
      Object.assign(window, { __firstLoad: seen })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: {
            node: Node | null
            previousRect: DOMRectReadOnly
            currentRect: DOMRectReadOnly
          }[]
        })[]) {
          if (entry.hadRecentInput) continue
          seen.shift += entry.value
          for (const source of entry.sources ?? []) {
            const node = source.node
            const name =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
                : (node?.nodeName ?? 'a removed node')
            seen.moved.push(
              `${name} ${JSON.stringify(source.previousRect)} to ${JSON.stringify(source.currentRect)}`,
            )
          }
        }
      }).observe({ type: 'layout-shift', buffered: true })
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as
          | (PerformanceEntry & { url: string; element: Element | null })
          | undefined
        if (last) seen.largest = { url: last.url, tag: last.element?.tagName.toLowerCase() ?? '' }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    // The worst case for layout shift, made certain: the typeface arrives only after the first
    // paint, as on a slow network. The page must not move when it does.
    let painted: () => void = () => {}
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve
    })
    await page.exposeFunction('__painted', () => painted())
    await page.addInitScript(() => {
      new PerformanceObserver(() =>
        (window as unknown as { __painted(): void }).__painted(),
      ).observe({
        type: 'paint',
        buffered: true,
      })
    })
    await page.route('**/*.woff2', async (route) => {
      await firstPaint
      await route.continue()
    })
    const load = await measureFirstLoad(page, baseURL ?? '', path)
    await waitForHydration(page)
    const budget = budgetFor(path)
    test.info().annotations.push({
      type: 'first load',
      description: `${load.requests} requests; script ${load.bytes.script} B, css ${load.bytes.stylesheet} B, font ${load.bytes.font} B, image ${load.bytes.image} B`,
    })

    expect.soft(load.bytes.script, 'script bytes').toBeLessThanOrEqual(budget.script)
    expect.soft(load.bytes.stylesheet, 'stylesheet bytes').toBeLessThanOrEqual(budget.stylesheet)
    expect.soft(load.bytes.font, 'font bytes').toBeLessThanOrEqual(budget.font)
    expect.soft(load.bytes.image, 'image bytes').toBeLessThanOrEqual(budget.image)
    expect.soft(load.requests, 'requests').toBeLessThanOrEqual(budget.requests)

    const scripts = load.fetched.filter((each) => each.kind === 'script').map((each) => each.path)
    // The voice widget (`/widget/…`, on the onboarding page by design) is a product of its own
    // with its own React and panel; what the site's code holds back applies to the site's chunks.
    const sources = [...bundledSources(scripts.filter((script) => !script.startsWith('/widget/')))]
    for (const [name, pattern] of Object.entries(notInFirstLoad)) {
      expect
        .soft(
          sources.filter((source) => pattern.test(source)),
          name,
        )
        .toEqual([])
    }

    const { shift, moved, largest, blocking, preloads } = await page.evaluate(() => ({
      ...(
        window as unknown as {
          __firstLoad: { shift: number; moved: string[]; largest?: { url: string } }
        }
      ).__firstLoad,
      blocking: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            // Chromium's render-blocking flag, not yet in TypeScript's DOM types.
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === 'blocking' &&
            (entry as PerformanceResourceTiming).initiatorType === 'script',
        )
        .map((entry) => entry.name),
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
        (link) => link.href,
      ),
    }))
    expect.soft(blocking, 'render-blocking scripts').toEqual([])
    expect.soft(shift, `cumulative layout shift; what moved: ${moved.join('; ')}`).toBe(0)
    expect(largest, 'a largest contentful paint').toBeDefined()
    // A picture as the largest paint is preloaded; text needs its font, preloaded too.
    const needed = largest?.url
      ? [largest.url]
      : load.fetched.filter((each) => each.kind === 'font').map((each) => `${baseURL}${each.path}`)
    for (const url of needed)
      expect.soft(preloads, 'preloaded for the largest paint').toContain(url)

    const code = (
      await Promise.all(scripts.map((script) => page.request.get(script).then((r) => r.text())))
    ).join('\n')
    for (const [article, phrases] of snippets) {
      if (article === path) continue
      expect
        .soft(
          phrases.filter((phrase) => code.includes(phrase)),
          `text of ${article}`,
        )
        .toEqual([])
    }
  })
}

/** A phone's first screen and a laptop's: the widths the pages are laid out for. */
const firstScreens = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]

// React hoists a preload for every picture that is not lazy into the head, ahead of the stylesheet
// and the typeface. That is right for a picture the first screen shows, the largest paint's among
// them; for one further down, or showing only its edge, it takes bandwidth from what the first
// paint needs.
test('every picture a page preloads is mostly in its first screen on a phone or a laptop', async ({
  page,
}) => {
  const shown = new Map<string, Set<string>>()
  const preloaded = new Map<string, string[]>()
  for (const viewport of firstScreens) {
    await page.setViewportSize(viewport)
    for (const { path } of routes) {
      await page.goto(path)
      const found = await page.evaluate(() => ({
        preloads: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
        ].map((link) => link.href),
        inFirstScreen: [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect()
            const visible = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
            return box.width > 0 && visible >= box.height / 2
          })
          .map((image) => image.currentSrc || image.src),
      }))
      preloaded.set(path, found.preloads)
      const seen = shown.get(path) ?? new Set()
      for (const src of found.inFirstScreen) seen.add(src)
      shown.set(path, seen)
    }
  }
  for (const [path, preloads] of preloaded) {
    const seen = shown.get(path) ?? new Set()
    expect
      .soft(
        preloads.filter((href) => !seen.has(href)),
        `${path}: preloaded, yet mostly outside both first screens`,
      )
      .toEqual([])
  }
})

// A blur() filter makes the browser raster the whole blurred area again before it can show it; a
// phone that rasters in software pays for that in the first paint. Soft light is drawn with the
// ui's `glow-*` utility, a gradient; the frosted glass of `backdrop-blur` is another property and
// stays.
test('no page draws anything through a blur filter', async ({ page }) => {
  for (const { path } of routes) {
    await page.goto(path)
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [null, '::before', '::after']
          .filter((pseudo) => getComputedStyle(element, pseudo).filter.includes('blur('))
          .map(
            (pseudo) =>
              `<${element.tagName.toLowerCase()} class="${element.className}">${pseudo ?? ''}`,
          ),
      ),
    )
    expect.soft(blurred, `${path}: drawn through a blur filter`).toEqual([])
  }
})

// `glow-*` stands in for `rounded-full blur-*`: side by side on one page, a glow and the blurred
// disc it replaces must come out as the same picture to within a few levels of each channel.
test('a glow draws the light a blurred disc of the same size and colour draws', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/about')
  const disc = 'position:absolute;left:156px;top:156px;width:448px;height:448px'
  for (const [step, colour] of [
    ['3xl', 'primary'],
    ['3xl', 'primary-soft'],
    ['2xl', 'accent'],
  ] as const) {
    await page.evaluate(
      ({ step, colour, disc }) => {
        document.getElementById('glow-test')?.remove()
        const stage = document.createElement('div')
        stage.id = 'glow-test'
        stage.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;display:flex;background:#fff'
        const box = 'position:relative;width:760px;height:760px;overflow:hidden;background:#fff'
        stage.innerHTML =
          `<div data-box style="${box}"><div class="glow-${step} text-${colour}" style="${disc}"></div></div>` +
          `<div data-box style="${box}"><div class="rounded-full bg-${colour}" style="${disc};filter:blur(var(--blur-${step}))"></div></div>`
        document.body.append(stage)
      },
      { step, colour, disc },
    )
    const boxes = page.locator('#glow-test [data-box]')
    const glow = PNG.sync.read(await boxes.nth(0).screenshot())
    const blurred = PNG.sync.read(await boxes.nth(1).screenshot())
    let largest = 0
    let total = 0
    for (let at = 0; at < glow.data.length; at += 4) {
      let difference = 0
      for (const channel of [0, 1, 2]) {
        difference = Math.max(
          difference,
          Math.abs((glow.data[at + channel] ?? 0) - (blurred.data[at + channel] ?? 0)),
        )
      }
      largest = Math.max(largest, difference)
      total += difference
    }
    const mean = total / (glow.data.length / 4)
    // The site's own glows, pale or translucent, differ by at most 5 levels; full-strength primary
    // is the hardest case, at 18 (mean 5.9). A glow spreading a quarter as far differs by 82.
    expect.soft(largest, `glow-${step} in ${colour}: largest difference`).toBeLessThanOrEqual(24)
    expect.soft(mean, `glow-${step} in ${colour}: mean difference`).toBeLessThanOrEqual(8)
  }
})
