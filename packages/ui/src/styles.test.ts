import { readFileSync } from 'node:fs'
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

  it('sets body text at 16-18 px with a 1.6 line height', () => {
    const base = /--text-base:\s*([\d.]+)rem;/.exec(css)?.[1]
    expect(Number(base) * 16).toBeGreaterThanOrEqual(16)
    expect(Number(base) * 16).toBeLessThanOrEqual(18)
    expect(css).toMatch(/--text-base--line-height:\s*1\.6;/)
  })

  it('rounds cards at 12-16 px', () => {
    const card = Number(/--radius-card:\s*([\d.]+)rem;/.exec(css)?.[1]) * 16
    expect(card).toBeGreaterThanOrEqual(12)
    expect(card).toBeLessThanOrEqual(16)
  })
})
