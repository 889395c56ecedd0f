/**
 * An article is one file in `src/blog/articles/`: these tests add one to a copy of the sources,
 * regenerate the registry as `pnpm generate` does, and find the article wherever the site lists
 * pages, with no other file changed.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleSlugsIn, registryFiles, writeRegistry } from '../../scripts/article-registry'
import { copySources, sourceDir } from '../source-copy.test.helper'

const blogDir = join(sourceDir, 'blog')

describe('the generated registry', () => {
  it('is current: it lists exactly the files in src/blog/articles/', () => {
    const expected = registryFiles(articleSlugsIn(join(blogDir, 'articles')))
    for (const [name, text] of Object.entries(expected)) {
      expect(readFileSync(join(blogDir, name), 'utf8'), `${name} is stale: run pnpm generate`).toBe(
        text,
      )
    }
  })

  it('refuses an article file that is not named by a slug', () => {
    expect(() => registryFiles(articleSlugsIn(join(blogDir, 'articles')))).not.toThrow()
    const copyDir = join(sourceDir, '..', 'node_modules', '.cache', 'registry-bad-name')
    rmSync(copyDir, { recursive: true, force: true })
    cpSync(join(blogDir, 'articles'), join(copyDir, 'articles'), { recursive: true })
    writeFileSync(join(copyDir, 'articles', 'Not_A_Slug.ts'), 'export default {}\n')
    expect(() => writeRegistry(copyDir)).toThrow(/named by its slug/)
    rmSync(copyDir, { recursive: true, force: true })
  })
})

/** The added article: a new slug, the newest date, a card and related articles. */
const fixture = `import { defineArticle } from '../define'
import base from './voice-ai-revolution'

export default defineArticle({
  ...base,
  slug: 'fixture-new-article',
  title: 'A Fixture Article Added With One File to Prove the Registry',
  seoTitle: 'A Fixture Article Added With One File',
  description: 'A fixture article that exists only in a test, added as one file to prove the registry lists it on every page list.',
  datePublished: '2030-01-02',
  related: ['/blog/voice-ai-revolution', '/blog/ai-roi-measurement'],
  card: {
    icon: 'Sparkles',
    excerpt: 'The excerpt of a fixture article that only a test adds to the blog.',
    content: 'The paragraph of a fixture article card, which the blog index shows under its excerpt.',
    cta: { title: 'Read the fixture', description: 'It proves one file is enough.', buttonText: 'Read It' },
  },
})
`

describe('adding an article as one file', () => {
  const path = '/blog/fixture-new-article'
  let sources: ReturnType<typeof copySources>
  // The copy's modules, loaded after the article is added and the registry regenerated.
  let copy: {
    routes: typeof import('../routes')
    blog: typeof import('./index')
    meta: typeof import('../meta/lookup')
    schemas: typeof import('../schemas/article')
  }

  beforeAll(async () => {
    sources = copySources('registry-fixture')
    writeFileSync(join(sources.dir, 'blog', 'articles', 'fixture-new-article.ts'), fixture)
    writeRegistry(join(sources.dir, 'blog'))
    const load = (...file: string[]) => import(/* @vite-ignore */ join(sources.dir, ...file))
    copy = {
      routes: await load('routes.ts'),
      blog: await load('blog', 'index.ts'),
      meta: await load('meta', 'lookup.ts'),
      schemas: await load('schemas', 'article.ts'),
    }
  }, 60_000)

  afterAll(() => sources?.remove())

  it('routes and prerenders it as an article', () => {
    expect(copy.routes.routes).toContainEqual({ path, kind: 'article' })
    expect(copy.routes.isRoutedPath(path)).toBe(true)
  })

  it('gives it metadata, a share card and structured data (the sitemap and the head read these)', () => {
    const meta = copy.meta.allPageMeta().find((page) => page.path === path)
    expect(meta?.title).toBe('A Fixture Article Added With One File | Kookaburra AI')
    expect(meta?.social.card.src).toBe('/social/blog-fixture-new-article.png')
    expect(meta?.structuredData.map((block) => (block as { '@type': string })['@type'])).toContain(
      'NewsArticle',
    )
  })

  it('puts its card first on the blog index, numbered with the others', () => {
    const cards = copy.blog.blogCards
    expect(cards[0]).toMatchObject({ id: 1, title: expect.stringMatching(/^A Fixture Article/) })
    expect(cards[0]?.cta.link).toBe(path)
    expect(cards.map((card) => card.id)).toEqual(cards.map((_, index) => index + 1))
    expect(copy.blog.articles.at(-1)?.slug).toBe('fixture-new-article')
  })

  it('loads it lazily, resolves its related articles and validates it', async () => {
    const article = await copy.blog.loadArticle(path)
    expect(article?.title).toMatch(/^A Fixture Article/)
    expect(copy.blog.articleByPath(path)).toBe(article)
    for (const related of article?.related ?? []) {
      expect(copy.blog.articleByPath(related)?.slug).toBe(related.slice('/blog/'.length))
    }
    const parsed = copy.schemas.articleSchema.safeParse(article)
    expect(parsed.success ? [] : parsed.error.issues).toEqual([])
  })
})
