import { attribute, elements, type HtmlNode, textOf } from './html.ts'

/** The metadata a page's HTML carries, as the checks read it. */
export interface PageTags {
  titles: string[]
  /** `name`/`property` → every `content` given for it. */
  meta: Map<string, string[]>
  canonicals: string[]
  jsonLd: string[]
}

/** Collects a parsed page's title, meta tags, canonical link and JSON-LD. */
export function pageTags(document: HtmlNode): PageTags {
  const tags: PageTags = { titles: [], meta: new Map(), canonicals: [], jsonLd: [] }
  for (const element of elements(document)) {
    const tag = element.tagName
    if (tag === 'title') tags.titles.push(textOf(element).trim())
    if (tag === 'meta') {
      const key = attribute(element, 'property') ?? attribute(element, 'name')
      const content = attribute(element, 'content')
      if (key && content !== undefined) tags.meta.set(key, [...(tags.meta.get(key) ?? []), content])
    }
    if (tag === 'link' && attribute(element, 'rel') === 'canonical') {
      tags.canonicals.push(attribute(element, 'href') ?? '')
    }
    if (tag === 'script' && attribute(element, 'type') === 'application/ld+json') {
      tags.jsonLd.push(textOf(element))
    }
  }
  return tags
}

/** The social tags every page needs, each exactly once. */
export const requiredMeta = [
  'description',
  'og:type',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
] as const

/** What is wrong with one page's metadata; empty when it is complete. */
export function pageMetaProblems(tags: PageTags, canonical: string): string[] {
  const problems: string[] = []
  if (tags.titles.length !== 1 || !tags.titles[0]) {
    problems.push(`needs exactly one non-empty <title>, has ${tags.titles.length}`)
  }
  for (const key of requiredMeta) {
    const values = tags.meta.get(key) ?? []
    if (values.length !== 1 || !values[0]?.trim()) {
      problems.push(`needs exactly one non-empty ${key}, has ${values.length}`)
    }
  }
  if (tags.canonicals.length !== 1 || tags.canonicals[0] !== canonical) {
    problems.push(`canonical should be ${canonical}, is ${tags.canonicals.join(', ') || 'missing'}`)
  }
  const one = (key: string) => tags.meta.get(key)?.[0]
  if (one('og:url') !== canonical)
    problems.push(`og:url should be ${canonical}, is ${one('og:url')}`)
  if (one('og:image:width') !== '1200' || one('og:image:height') !== '630') {
    problems.push(
      `og:image size should be 1200x630, is ${one('og:image:width')}x${one('og:image:height')}`,
    )
  }
  if (one('twitter:card') !== 'summary_large_image') {
    problems.push(`twitter:card should be summary_large_image, is ${one('twitter:card')}`)
  }
  if (one('twitter:image') !== one('og:image')) problems.push('twitter:image differs from og:image')
  if (tags.jsonLd.length === 0) problems.push('has no JSON-LD block')
  tags.jsonLd.forEach((block, index) => {
    try {
      const data = JSON.parse(block) as Record<string, unknown>
      if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string') {
        problems.push(`JSON-LD block ${index + 1} lacks a schema.org @context or @type`)
      }
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`)
    }
  })
  return problems
}
