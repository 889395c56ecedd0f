import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  brandFont,
  brandFontFile,
  brandWeights,
  readFont,
  upstreamFontFile,
} from '../scripts/brand-font.ts'

const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
const stylesCss = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
/** Fontsource's own rule for the Latin subset, the source of truth for the range. */
const upstreamLatin =
  /\/\* plus-jakarta-sans-latin-wght-normal \*\/\s*@font-face\s*{([^}]+)}/.exec(
    readFileSync(join(dirname(upstreamFontFile()), '..', 'wght.css'), 'utf8'),
  )?.[1] ?? ''
const upstream = readFileSync(upstreamFontFile())
const shipped = readFileSync(brandFontFile)
const theirs = readFont(upstream)
const ours = readFont(shipped)

const declaration = (block: string, property: string) =>
  new RegExp(`${property}:\\s*([^;]+);`).exec(block)?.[1]?.replace(/\s+/g, '') ?? ''

describe('the brand font file', () => {
  it('is what scripts/brand-font.ts makes from Fontsource’s Latin file, byte for byte', async () => {
    expect((await brandFont(upstream)).equals(shipped)).toBe(true)
  })

  it('keeps every character, glyph and OpenType feature of the upstream file', () => {
    expect(ours.characterSet).toEqual(theirs.characterSet)
    expect(ours.numGlyphs).toBe(theirs.numGlyphs)
    expect(ours.availableFeatures).toEqual(theirs.availableFeatures)
    expect(ours.familyName).toBe(theirs.familyName)
  })

  it('spans weights 400 to 800 only, and is smaller for it', () => {
    expect(theirs.variationAxes.wght).toMatchObject({ min: 200, max: 800 })
    expect(ours.variationAxes.wght).toMatchObject(brandWeights)
    expect(shipped.length).toBeLessThan(upstream.length * 0.75)
  })
})

describe('fonts.css', () => {
  it('declares one face: the Latin subset, the file’s weights, used only when ready for the first paint', () => {
    expect(fontsCss.match(/@font-face/g)).toHaveLength(1)
    expect(declaration(fontsCss, 'unicode-range')).toBe(declaration(upstreamLatin, 'unicode-range'))
    expect(declaration(fontsCss, 'font-weight')).toBe(`${brandWeights.min}${brandWeights.max}`)
    expect(declaration(fontsCss, 'font-display')).toBe('optional')
    expect(fontsCss).toMatch(/url\("\.\/fonts\/plus-jakarta-sans-latin-wght-normal\.woff2"\)/)
  })

  it('is the first family of the theme, ahead of the system fallbacks', () => {
    const family = /font-family:\s*"([^"]+)"/.exec(fontsCss)?.[1]
    expect(family).toBe('Plus Jakarta Sans Variable')
    expect(stylesCss).toMatch(new RegExp(`--font-sans:\\s*"${family}",`))
  })

  it('covers every weight the components ask for: none under 400', () => {
    const sources = readdirSync(new URL('.', import.meta.url), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
    expect(sources.length).toBeGreaterThan(20)
    const light = /\bfont-(thin|extralight|light)\b|font-?weight:\s*["']?[1-3]\d\d\b/i
    expect(sources.filter((source) => light.test(source))).toEqual([])
  })
})
