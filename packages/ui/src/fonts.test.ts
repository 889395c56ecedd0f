import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
const stylesCss = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
const fontsource = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/plus-jakarta-sans/package.json'),
)
/** Fontsource's own rule for the Latin subset, the source of truth for the range. */
const upstreamLatin =
  /\/\* plus-jakarta-sans-latin-wght-normal \*\/\s*@font-face\s*{([^}]+)}/.exec(
    readFileSync(join(fontsource, 'wght.css'), 'utf8'),
  )?.[1] ?? ''

const declaration = (block: string, property: string) =>
  new RegExp(`${property}:\\s*([^;]+);`).exec(block)?.[1]?.replace(/\s+/g, '') ?? ''

describe('fonts.css', () => {
  it('ships the Latin variable file byte for byte as fontsource publishes it', () => {
    const ours = readFileSync(
      new URL('./fonts/plus-jakarta-sans-latin-wght-normal.woff2', import.meta.url),
    )
    const theirs = readFileSync(join(fontsource, 'files/plus-jakarta-sans-latin-wght-normal.woff2'))
    expect(ours.equals(theirs)).toBe(true)
  })

  it('declares one face: the Latin subset, every weight, used only when ready for the first paint', () => {
    expect(fontsCss.match(/@font-face/g)).toHaveLength(1)
    expect(declaration(fontsCss, 'unicode-range')).toBe(declaration(upstreamLatin, 'unicode-range'))
    expect(declaration(fontsCss, 'font-weight')).toBe(declaration(upstreamLatin, 'font-weight'))
    expect(declaration(fontsCss, 'font-display')).toBe('optional')
    expect(fontsCss).toMatch(/url\("\.\/fonts\/plus-jakarta-sans-latin-wght-normal\.woff2"\)/)
  })

  it('is the first family of the theme, ahead of the system fallbacks', () => {
    const family = /font-family:\s*"([^"]+)"/.exec(fontsCss)?.[1]
    expect(family).toBe('Plus Jakarta Sans Variable')
    expect(stylesCss).toMatch(new RegExp(`--font-sans:\\s*"${family}",`))
  })
})
