import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { ContrastTable } from './contrast-table'
import { type Colour, colours, durations, pairs, radii, shadows, spacing } from './tokens'
import { ProseSample, Typeface, TypeScale } from './type-scale'

/** Reads the theme's CSS variables once mounted, so the page shows what the stylesheet holds. */
function useTokens(names: readonly string[]): Record<string, string> | null {
  const [values, setValues] = useState<Record<string, string> | null>(null)
  useEffect(() => {
    const style = getComputedStyle(document.documentElement)
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])))
  }, [names])
  return values
}

const allNames = [
  ...colours.map((c) => `--color-${c}`),
  ...spacing,
  ...radii,
  ...shadows,
  ...durations,
]

/** A titled part of the page. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Foundations() {
  const tokens = useTokens(allNames)
  if (!tokens) return null
  const colour = (name: Colour) => tokens[`--color-${name}`] ?? ''
  return (
    <div className="mx-auto flex max-w-content flex-col gap-16 text-ink">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-extrabold">Foundations</h1>
        <p className="max-w-reading text-lg text-ink-muted">
          The theme every page is built from: one typeface on a fluid scale, a warm palette where
          every text pair passes WCAG 2.2 AA, and the space, shape and motion between them.
        </p>
      </header>

      <Part id="type-title" title="Type">
        <Typeface />
        <TypeScale />
      </Part>

      <Part id="prose-title" title="Article prose">
        <p className="max-w-reading text-ink-muted">
          The <code>prose</code> class styles an article body: headings, lists, quotes, tables,
          code, captions and links, on the same scale.
        </p>
        <ProseSample />
      </Part>

      <Part id="colours-title" title="Colours">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-5">
          {colours.map((name) => (
            <li key={name} className="flex min-w-0 flex-col gap-1 text-sm">
              <span
                aria-hidden="true"
                className="h-16 rounded-control shadow-card"
                style={{ background: colour(name) }}
              />
              <span className="font-semibold">{name}</span>
              <code className="text-ink-muted">{colour(name)}</code>
            </li>
          ))}
        </ul>
        <ContrastTable colour={colour} />
      </Part>

      <Part id="space-title" title="Spacing, radii, shadows and motion">
        <ul className="flex flex-col gap-3">
          {spacing.map((name) => (
            <li key={name} className="flex items-center gap-4 text-sm">
              <code className="w-36 shrink-0 md:w-44">{name}</code>
              <span
                aria-hidden="true"
                className="h-4 shrink rounded-sm bg-primary"
                style={{ width: `var(${name})` }}
              />
              <span className="text-ink-muted">{tokens[name]}</span>
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {[...radii, ...shadows].map((name) => (
            <li key={name} className="flex flex-col gap-2 text-sm">
              <span
                aria-hidden="true"
                className="h-24 bg-surface-raised"
                style={
                  name.startsWith('--radius')
                    ? {
                        borderRadius: `var(${name})`,
                        border: '1px solid var(--color-border-strong)',
                      }
                    : { borderRadius: 'var(--radius-card)', boxShadow: `var(${name})` }
                }
              />
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-1 text-sm">
          {durations.map((name) => (
            <li key={name}>
              <code>{name}</code>: {tokens[name]}
            </li>
          ))}
        </ul>
      </Part>
      <Part id="light-title" title="Light">
        <p className="max-w-prose text-ink-muted">
          <code>glow-2xl</code> and <code>glow-3xl</code> draw soft light in the text colour, as a
          disc blurred by that step would look, with a gradient instead of a blur filter.
        </p>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {(
            [
              ['glow-2xl', 'text-accent/30'],
              ['glow-3xl', 'text-primary-soft'],
            ] as const
          ).map(([glow, colour]) => (
            <li key={glow} className="flex flex-col gap-2 text-sm">
              <div className="relative h-72 overflow-hidden rounded-card bg-surface-raised">
                <div
                  aria-hidden="true"
                  data-glow={glow}
                  className={`${glow} ${colour} absolute top-1/2 left-1/2 size-32 -translate-1/2`}
                />
              </div>
              <code>
                {glow} {colour}
              </code>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Foundations>

export default meta
type Story = StoryObj<typeof meta>

/** The size in px a type step should measure at this window width (the scale in styles.css). */
function expectedSize(min: number, max: number) {
  const share = (Math.min(Math.max(window.innerWidth, 360), 1280) - 360) / 920
  return Math.round((min + (max - min) * share) * 10) / 10
}

/**
 * The typeface, the fluid type scale measured live, prose, colours with their contrast ratios
 * computed from the stylesheet's values, then space, shape and motion, then light.
 */
export const Tokens: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: /Contrast of every pair/ })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(pairs.length)
    for (const row of rows) await expect(row).toHaveTextContent(/passes$/)
    await expect(
      within(table).getByRole('rowheader', { name: 'ink on surface' }).parentElement,
    ).toHaveTextContent('15.5:1')
    // The title stays outside the part that scrolls.
    const region = canvas.getByRole('region', { name: /Contrast of every pair/ })
    await expect(region.contains(canvas.getByRole('heading', { name: /Contrast/ }))).toBe(false)

    // The brand face is loaded and used, not a fallback.
    await document.fonts.ready
    await expect(document.fonts.check('16px "Plus Jakarta Sans Variable"')).toBe(true)
    await expect(getComputedStyle(canvasElement).fontFamily).toMatch(
      /^"Plus Jakarta Sans Variable"/,
    )

    const base = canvasElement.querySelector('[data-measure="text-base"]') as HTMLElement
    await waitFor(() => expect(base).toHaveTextContent(`Now: ${expectedSize(16, 18)} px / 1.60`))
    const display = canvasElement.querySelector('[data-measure="text-display"]') as HTMLElement
    await waitFor(() => expect(display).toHaveTextContent(`Now: ${expectedSize(40, 72)} px`))

    // Light spreads twice the blur step's deviation past the disc, and no filter draws it.
    for (const [glow, spread] of [
      ['glow-2xl', '-80px'],
      ['glow-3xl', '-128px'],
    ]) {
      const light = getComputedStyle(
        canvasElement.querySelector(`[data-glow="${glow}"]`) as HTMLElement,
        '::before',
      )
      await expect(light.top).toBe(spread)
      await expect(light.backgroundImage).toMatch(/^radial-gradient/)
      await expect(light.filter).toBe('none')
    }
  },
}
