/**
 * No link or asset of the site leads nowhere: linkinator crawls the served build from the home
 * page and the sitemap, following every page, stylesheet, script, image, icon and in-page anchor.
 * Absolute links to the site's own origin (canonical URLs, social cards, the sitemap's entries)
 * are checked against the local build; links to other sites are not followed, since this
 * machine cannot reach them and their health is not the build's.
 */
import { routes, site } from '@org/content'
import { check, LinkState } from 'linkinator'
import { expect, test } from './fixtures'

test('every internal link, asset and anchor of the built site resolves', async ({ baseURL }) => {
  test.slow()
  const local = baseURL ?? ''
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const result = await check({
    path: `${local}/`,
    sitemap: `${local}/sitemap.xml`,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 8,
    redirects: 'error',
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${escapeRegExp(site.origin)}`), replacement: local },
    ],
    linksToSkip: async (link) => !link.startsWith(local),
  })
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED)
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? 'the start'}`)
  expect(broken).toEqual([])
  // A crawl that reached nothing would pass the line above while checking nothing: every page
  // of the route table must have been fetched and found.
  const found = new Set(checked.map((link) => new URL(link.url).pathname))
  expect(routes.map(({ path }) => path).filter((path) => !found.has(path))).toEqual([])
  expect(found.size).toBeGreaterThan(routes.length)
})
