/**
 * A page that is not an article is one `definePage` and one line in the registry: these tests
 * check the registry, then add a page to a copy of the sources and find it wherever the site
 * lists pages, with no other file changed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../routes'
import { copySources } from '../source-copy.test.helper'
import { aboutPage } from './about'
import { pageAt, pages } from './registry'

describe('the page registry', () => {
  it('declares every routed page but the articles, once each', () => {
    const paths = pages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(routes.filter((route) => route.kind !== 'article').map((route) => route.path)).toEqual(
      paths,
    )
  })

  it('finds the page at a path, checked against the kind its route renders', () => {
    expect(pageAt('/about', 'about').content).toBe(aboutPage)
    expect(() => pageAt('/about', 'legal')).toThrow(
      'The page at /about is of kind about, not legal.',
    )
    expect(() => pageAt('/no-such-page', 'legal')).toThrow(
      'No page is defined at /no-such-page: add a definePage to the registry.',
    )
  })
})

const fixture = `import { definePage } from './define'
import { legalPage } from './legal'

export const refundsDefinition = definePage({
  path: '/refund-policy',
  kind: 'legal',
  meta: {
    title: 'Refund Policy',
    description: 'When a payment for a Kookaburra AI programme or membership is refunded, and how to ask for it.',
    keywords: ['refund policy', 'cancellations', 'money-back guarantee'],
  },
  content: { ...legalPage, heading: 'Refund Policy' },
})
`

describe('adding a page with definePage and one registry line', () => {
  const path = '/refund-policy'
  let sources: ReturnType<typeof copySources>
  let copy: {
    routes: typeof import('../routes')
    meta: typeof import('../meta/lookup')
    registry: typeof import('./registry')
    schemas: typeof import('../schemas/meta')
  }

  beforeAll(async () => {
    sources = copySources('page-registry-fixture')
    writeFileSync(join(sources.dir, 'pages', 'refunds.ts'), fixture)
    const registryFile = join(sources.dir, 'pages', 'registry.ts')
    const registry = readFileSync(registryFile, 'utf8')
      .replace(
        "import { legalDefinition } from './legal'\n",
        (line) => `${line}import { refundsDefinition } from './refunds'\n`,
      )
      .replace('  legalDefinition,\n', (line) => `${line}  refundsDefinition,\n`)
    expect(registry).toContain('refundsDefinition,')
    writeFileSync(registryFile, registry)
    const load = (...file: string[]) => import(/* @vite-ignore */ join(sources.dir, ...file))
    copy = {
      routes: await load('routes.ts'),
      meta: await load('meta', 'lookup.ts'),
      registry: await load('pages', 'registry.ts'),
      schemas: await load('schemas', 'meta.ts'),
    }
  }, 60_000)

  afterAll(() => sources?.remove())

  it('routes and prerenders it, last, with the layout of its kind', () => {
    expect(copy.routes.routes.at(-1)).toEqual({ path, kind: 'legal' })
    expect(copy.routes.isRoutedPath(path)).toBe(true)
  })

  it('gives it a head: tagged title, canonical, share card (the sitemap and head read these)', () => {
    const meta = copy.meta.allPageMeta().find((page) => page.path === path)
    expect(meta).toMatchObject({
      title: 'Refund Policy | Kookaburra AI',
      canonical: 'https://kookaburra-ai.example/refund-policy',
      social: { card: { src: '/social/refund-policy.png', eyebrow: 'Legal' } },
    })
    expect(meta?.structuredData.map((block) => (block as { '@type': string })['@type'])).toEqual([
      'ProfessionalService',
    ])
    const parsed = copy.schemas.pageMetaSchema.safeParse(meta)
    expect(parsed.success ? [] : parsed.error.issues).toEqual([])
  })

  it("hands its content to the loader of its kind's route", () => {
    expect(copy.registry.pageAt(path, 'legal').content).toMatchObject({ heading: 'Refund Policy' })
  })
})
