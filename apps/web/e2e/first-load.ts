import type { Page, Request } from '@playwright/test'

/** The kinds of bytes a budget limits, by Playwright's resource type. */
export type BudgetedKind = 'script' | 'stylesheet' | 'font' | 'image'

/** One response the page fetched from the site's own origin. */
export interface Fetched {
  path: string
  kind: string
  /** Bytes on the wire (compressed, as the host sent them), without headers. */
  bytes: number
}

/** What a page fetched by itself, with no interaction, until it went quiet. */
export interface FirstLoad {
  fetched: Fetched[]
  /** Bytes per budgeted kind. */
  bytes: Record<BudgetedKind, number>
  /** Requests to the site's own origin, the document included. */
  requests: number
}

/**
 * How long the network must stay idle before the page counts as settled. Longer than any delay
 * the site waits by itself before it loads more (a phone mounts its deferred sections after 2 s
 * without a scroll or tap). Waiting this long only decides when the measurement ends: a request
 * it missed would make the page look lighter, never heavier, so a budget never fails by chance.
 */
const quietMs = 3000

/**
 * Records every response the page fetches from its own origin from the navigation on, then
 * opens `path` and waits until the page has loaded, its inline and deferred code has run and
 * nothing has been in flight for a while. Nothing is clicked, hovered, typed or scrolled.
 */
export async function measureFirstLoad(
  page: Page,
  origin: string,
  path: string,
): Promise<FirstLoad> {
  const fetched: Fetched[] = []
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  page.on('request', (request) => {
    inFlight.add(request)
    lastChange = Date.now()
  })
  const done = async (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
    const url = new URL(request.url())
    if (url.origin !== origin) return
    const response = await request.response()
    if (!response || response.status() >= 300) return
    const sizes = await request.sizes()
    fetched.push({
      path: url.pathname,
      kind: request.resourceType(),
      bytes: sizes.responseBodySize,
    })
  }
  page.on('requestfinished', done)
  page.on('requestfailed', (request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  })
  await page.goto(path, { waitUntil: 'load' })
  while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
    await page.waitForTimeout(250)
  }
  const bytes = { script: 0, stylesheet: 0, font: 0, image: 0 }
  for (const { kind, bytes: size } of fetched) {
    if (kind in bytes) bytes[kind as BudgetedKind] += size
  }
  return { fetched, bytes, requests: fetched.length }
}
