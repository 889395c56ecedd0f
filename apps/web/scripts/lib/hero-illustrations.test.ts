import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  agentPricingPage,
  coachingPage,
  coursePage,
  getStartedPage,
  homeAboveFold,
  trainingPage,
  voicePricingPage,
} from '@org/content'
import { describe, expect, it } from 'vitest'
import { renderHeroIllustrations } from './hero-illustrations.tsx'
import { publicDir } from './paths.ts'

/** Every page whose hero shows a picture, as content declares it. */
const heroPictures = [
  homeAboveFold,
  agentPricingPage,
  coachingPage,
  coursePage,
  getStartedPage,
  trainingPage,
  voicePricingPage,
].map((page) => page.hero.picture)

const files = renderHeroIllustrations()

describe('the page-hero illustrations', () => {
  it('draws every hero picture content names, at the size it declares, and nothing in public/ shadows it', () => {
    expect(files.map((file) => `/${file.fileName}`).sort()).toEqual(
      heroPictures.map((picture) => picture.src).sort(),
    )
    for (const picture of heroPictures) {
      const source = files.find((file) => `/${file.fileName}` === picture.src)?.source ?? ''
      const [, width, height] = source.match(/^<svg[^>]* viewBox="0 0 (\d+) (\d+)"/) ?? []
      expect({ width: Number(width), height: Number(height) }, picture.src).toEqual({
        width: picture.width,
        height: picture.height,
      })
      expect(existsSync(join(publicDir, picture.src)), picture.src).toBe(false)
    }
  })

  it.each(files.map((file) => [file.fileName, file.source] as const))(
    '%s is a standalone, decorative SVG whose words are all outlines',
    (_, source) => {
      expect(source).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
      expect(source).toContain('aria-hidden="true"')
      // An <img> cannot load the page's font: no live text may be left.
      expect(source).not.toMatch(/<text[\s>]/)
      expect(source).not.toMatch(/<script|\son[a-z]+=|href="(https?:|\/\/)/i)
      const defined = new Set([...source.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]))
      const used = [...source.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1])
      expect(used.length).toBeGreaterThan(20)
      for (const id of used) expect(defined, id).toContain(id)
      // Every glyph defined is used, and there are fewer definitions than placements.
      expect(new Set(used)).toEqual(defined)
      expect(defined.size).toBeLessThan(used.length)
    },
  )

  it('gives every page its own picture', () => {
    expect(new Set(files.map((file) => file.source)).size).toBe(files.length)
  })
})
