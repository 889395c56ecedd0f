/** One page of the sitemap. */
export interface SitemapEntry {
  /** Site path, `/` or `/about`. */
  path: string
  /** ISO date the page last changed, when the content knows it. */
  lastmod?: string
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The sitemap document: absolute URLs from the site's origin, one per page. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = new URL(origin)
  const seen = new Set<string>()
  const urls = entries.map(({ path, lastmod }) => {
    if (!path.startsWith('/')) throw new Error(`Sitemap paths start with "/": "${path}".`)
    if (seen.has(path)) throw new Error(`The sitemap lists ${path} twice.`)
    seen.add(path)
    if (lastmod !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(lastmod)) {
      throw new Error(`Sitemap dates are ISO dates (2025-08-21), not "${lastmod}" for ${path}.`)
    }
    const loc = `  <url>\n    <loc>${escapeXml(new URL(path, base).href)}</loc>\n`
    return `${loc}${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>\n`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`
}

/** The page URLs a sitemap lists, in order. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    (loc ?? '').replace(/&amp;/g, '&'),
  )
}

/** robots.txt: every crawler may read everything, and learns where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`
}

/** What the sitemap needs to know of the site's content. */
export interface SitemapContent {
  routes: readonly { path: string; kind: string }[]
  articles: readonly { slug: string; datePublished: string; dateModified?: string }[]
  legalLastUpdated: string
}

/**
 * Every routed page with the date the content gives it: an article's modified (or published)
 * date, the blog index's newest article, the privacy page's last update. Pages without a known
 * date carry none rather than a made-up one.
 */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const articleDates = new Map(
    content.articles.map((article) => [
      `/blog/${article.slug}`,
      article.dateModified ?? article.datePublished,
    ]),
  )
  const newest = [...articleDates.values()].sort().at(-1)
  return content.routes.map(({ path, kind }) => {
    const lastmod =
      kind === 'article'
        ? articleDates.get(path)
        : kind === 'blog-index'
          ? newest
          : kind === 'legal'
            ? content.legalLastUpdated
            : undefined
    if (kind === 'article' && !lastmod) throw new Error(`No article is published at ${path}.`)
    return lastmod ? { path, lastmod } : { path }
  })
}
