import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AA_LARGE, AA_TEXT, contrastRatio, formatRatio } from './contrast'

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')

/** The colour tokens as written in the `@theme` block. */
const colours = new Map(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,6});/gi)].map((m) => [m[1], m[2]]),
)

/** The pairs the header comment promises, e.g. `ink on surface 15.5:1 (non-text)`. */
const claims = [...css.matchAll(/^ \* {3}([\w-]+) on ([\w-]+) (\d+\.\d):1( \(non-text\))?$/gm)].map(
  ([, foreground = '', background = '', ratio = '', nonText]) => ({
    foreground,
    background,
    ratio,
    minimum: nonText ? AA_LARGE : AA_TEXT,
  }),
)

/** The type steps, smallest first. */
const steps = ['sm', 'base', 'lg', '2xl', '4xl', 'display'] as const

/**
 * The size in px a `--text-*` token computes to on a screen `width` px wide, for a fixed `rem`
 * value or a `clamp(min, rem + vw, max)`, with the browser's default 16 px root.
 */
function sizeAt(step: string, width: number): number {
  const value = new RegExp(`--text-${step}:\\s*([^;]+);`).exec(css)?.[1]
  if (!value) throw new Error(`styles.css has no --text-${step}`)
  const fixed = /^([\d.]+)rem$/.exec(value)
  if (fixed) return Number(fixed[1]) * 16
  const fluid = /^clamp\(([\d.]+)rem,\s*([\d.]+)rem \+ ([\d.]+)vw,\s*([\d.]+)rem\)$/.exec(value)
  if (!fluid)
    throw new Error(`--text-${step} is neither rem nor clamp(rem, rem + vw, rem): ${value}`)
  const [min, base, slope, max] = fluid.slice(1).map(Number) as [number, number, number, number]
  const preferred = base * 16 + (slope * width) / 100
  return Math.round(Math.min(max * 16, Math.max(min * 16, preferred)) * 100) / 100
}

function token(name: string): string {
  const value = colours.get(name)
  if (!value) throw new Error(`styles.css has no --color-${name}`)
  return value
}

describe('styles.css', () => {
  it('lists the contrast pairs it promises', () => {
    expect(claims.length).toBeGreaterThanOrEqual(20)
  })

  it.each(claims)('$foreground on $background is $ratio:1 and meets AA', (claim) => {
    const ratio = contrastRatio(token(claim.foreground), token(claim.background))
    expect(formatRatio(ratio)).toBe(`${claim.ratio}:1`)
    expect(ratio).toBeGreaterThanOrEqual(claim.minimum)
  })

  it('checks every text colour on every surface it sits on in the components', () => {
    const checked = new Set(claims.map((c) => `${c.foreground}/${c.background}`))
    for (const pair of [
      'ink/surface',
      'on-primary/primary',
      'ink/accent',
      'on-primary/destructive',
    ])
      expect(checked).toContain(pair)
  })

  it('keeps the accent gold off text: it fails AA on the page surface', () => {
    expect(contrastRatio(token('accent'), token('surface'))).toBeLessThan(AA_TEXT)
  })

  it('sets body text at 16-18 px with a 1.6 line height, at every width', () => {
    for (const width of [320, 360, 768, 1280, 1920]) {
      expect(sizeAt('base', width)).toBeGreaterThanOrEqual(16)
      expect(sizeAt('base', width)).toBeLessThanOrEqual(18)
    }
    expect(css).toMatch(/--text-base--line-height:\s*1\.6;/)
  })

  it('gives the hero a 56-72 px display size on wide screens', () => {
    for (const width of [1024, 1280, 1920]) {
      expect(sizeAt('display', width)).toBeGreaterThanOrEqual(56)
      expect(sizeAt('display', width)).toBeLessThanOrEqual(72)
    }
    expect(sizeAt('display', 1280)).toBe(72)
  })

  it('keeps the six steps in order at every width, each growing with the screen', () => {
    for (const width of [320, 360, 768, 1280, 1920]) {
      const sizes = steps.map((step) => sizeAt(step, width))
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
      expect(new Set(sizes).size).toBe(steps.length)
    }
    for (const step of steps) expect(sizeAt(step, 1280)).toBeGreaterThanOrEqual(sizeAt(step, 360))
  })

  it('tightens the letter-spacing as headings grow', () => {
    const tracking = ['lg', '2xl', '4xl', 'display'].map((step) =>
      Number(new RegExp(`--text-${step}--letter-spacing:\\s*(-?[\\d.]+)em;`).exec(css)?.[1]),
    )
    expect(tracking.every((value) => value < 0)).toBe(true)
    expect(tracking).toEqual([...tracking].sort((a, b) => b - a))
  })

  it('keeps every component on the scale: no type size outside the six steps', () => {
    const offScale = /(?<![\w-])text-(xs|xl|3xl|5xl|6xl|7xl|8xl|9xl|\[\d[^\]]*\])(?![\w-])/g
    const found = readdirSync(new URL('./', import.meta.url))
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        [...readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(offScale)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      )
    expect(found).toEqual([])
  })

  it('rounds cards at 12-16 px', () => {
    const card = Number(/--radius-card:\s*([\d.]+)rem;/.exec(css)?.[1]) * 16
    expect(card).toBeGreaterThanOrEqual(12)
    expect(card).toBeLessThanOrEqual(16)
  })
})
