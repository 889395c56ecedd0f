import { pageMeta, routes } from '@org/content'
import type { MetaDescriptor } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { headMeta, metaTags } from './meta-tags'

/** The key a tag is unique by: its name, property, rel or kind. */
function keyOf(tag: MetaDescriptor): string {
  if ('title' in tag) return 'title'
  if ('script:ld+json' in tag) return 'ld+json'
  if ('name' in tag) return `name:${tag.name}`
  if ('property' in tag) return `property:${tag.property}`
  if ('tagName' in tag) return `${tag.tagName}:${String(tag.rel)}`
  return JSON.stringify(tag)
}

const tagsOf = (path: string) => {
  const meta = pageMeta(path)
  if (!meta) throw new Error(`${path} has no metadata`)
  return { meta, tags: metaTags(headMeta(meta)) }
}

describe('metaTags', () => {
  it.each(routes.map((route) => route.path))('gives %s one of each tag', (path) => {
    const { meta, tags } = tagsOf(path)
    const keys = tags.map(keyOf).filter((key) => key !== 'ld+json')
    expect(keys).toEqual([...new Set(keys)])
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toHaveLength(meta.structuredData.length)
  })

  it("writes an article's head from its own metadata", () => {
    const { meta, tags } = tagsOf('/blog/voice-ai-revolution')
    expect(tags).toContainEqual({ title: meta.title })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: meta.canonical })
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_AU' })
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Kookaburra AI' })
    expect(tags).toContainEqual({ property: 'og:image', content: meta.social.image.url })
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(tags).toContainEqual({ name: 'keywords', content: meta.keywords.join(', ') })
    expect(tags).toContainEqual({ 'script:ld+json': meta.structuredData[0] })
  })
})
