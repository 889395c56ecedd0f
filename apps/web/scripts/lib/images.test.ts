import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { articles, homeLazy, site } from '@org/content'
import { describe, expect, it } from 'vitest'
import { publicDir } from './paths.ts'

/** Every image `@org/content` points at, with the size it declares. */
const referenced = [
  ...articles.map((article) => ({ owner: `/blog/${article.slug}`, ...article.hero.image })),
  { owner: 'home coaching section', ...homeLazy.coachingImage.image },
]

describe('the images the content references', () => {
  it.each(referenced.map((image) => [image.src, image] as const))(
    '%s exists with the declared aspect ratio, a title and no script',
    (src, image) => {
      const file = join(publicDir, src)
      expect(existsSync(file), `${src} (${image.owner}) is not in public/`).toBe(true)
      const svg = readFileSync(file, 'utf8')
      const viewBox = svg
        .match(/<svg[^>]*\sviewBox="([\d.\s-]+)"/)?.[1]
        ?.trim()
        .split(/\s+/)
      expect(viewBox, `${src} has no viewBox`).toHaveLength(4)
      const [, , width, height] = (viewBox ?? []).map(Number)
      expect((width ?? 0) / (height ?? 1)).toBeCloseTo(image.width / image.height, 3)
      expect(svg).toMatch(/<title[^>]*>[^<]{10,}<\/title>/)
      expect(svg).not.toMatch(/<script|\son[a-z]+=|href="(https?:|\/\/)/i)
    },
  )

  it('gives every article its own illustration', () => {
    const files = referenced.map((image) => readFileSync(join(publicDir, image.src), 'utf8'))
    expect(new Set(files).size).toBe(files.length)
  })

  it('keeps illustrations small enough to inline-fetch fast', () => {
    for (const image of referenced) {
      const bytes = readFileSync(join(publicDir, image.src)).byteLength
      expect(bytes, image.src).toBeLessThan(8_000)
    }
  })

  it('draws the logo at build time, so public/ holds no stale copy', () => {
    expect(site.logo.src).toBe('/logo.svg')
    expect(existsSync(join(publicDir, site.logo.src))).toBe(false)
  })
})
