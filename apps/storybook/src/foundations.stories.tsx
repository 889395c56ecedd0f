import { AA_LARGE, AA_TEXT, contrastRatio, formatRatio } from '@org/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import {
  type Colour,
  colours,
  durations,
  pairs,
  radii,
  shadows,
  spacing,
  typeScale,
} from './tokens'

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

function Foundations() {
  const tokens = useTokens(allNames)
  if (!tokens) return null
  const colour = (name: Colour) => tokens[`--color-${name}`] ?? ''
  return (
    <div className="flex max-w-content flex-col gap-12 text-ink">
      <h1 className="text-4xl font-bold">Foundations</h1>

      <section aria-labelledby="colours-title" className="flex flex-col gap-4">
        <h2 id="colours-title" className="text-2xl font-bold">
          Colours
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-6">
          {colours.map((name) => (
            <li key={name} className="flex flex-col gap-1 text-sm">
              <span
                aria-hidden="true"
                className="h-14 rounded-control border border-border"
                style={{ background: colour(name) }}
              />
              <span className="font-semibold">{name}</span>
              <code className="text-ink-muted">{colour(name)}</code>
            </li>
          ))}
        </ul>
        <section
          aria-label="Contrast table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must be able to scroll the table when it overflows (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
        >
          <table className="w-full min-w-[30rem] border-collapse text-left text-sm">
            <caption className="py-2 text-left text-lg font-bold">
              Contrast of every pair in use (WCAG 2.2 AA)
            </caption>
            <thead>
              <tr className="border-b border-border-strong">
                <th scope="col" className="py-2 pr-4">
                  Pair
                </th>
                <th scope="col" className="py-2 pr-4">
                  Sample
                </th>
                <th scope="col" className="py-2 pr-4">
                  Ratio
                </th>
                <th scope="col" className="py-2">
                  Needs
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map(({ fg, bg, kind }) => {
                const ratio = contrastRatio(colour(fg), colour(bg))
                const needs = kind === 'text' ? AA_TEXT : AA_LARGE
                return (
                  <tr key={`${fg}/${bg}`} className="border-b border-border">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {fg} on {bg}
                    </th>
                    <td className="py-2 pr-4">
                      <span
                        className="inline-flex min-w-24 items-center justify-center rounded-control px-3 py-1 font-semibold"
                        style={{ background: colour(bg), color: colour(fg) }}
                      >
                        {kind === 'text' ? (
                          'Book a call'
                        ) : (
                          <span
                            aria-hidden="true"
                            className="h-4 w-16 rounded-sm border-3"
                            style={{ borderColor: colour(fg) }}
                          />
                        )}
                      </span>
                    </td>
                    <td className="py-2 pr-4 font-mono" data-ratio={ratio}>
                      {formatRatio(ratio)}
                    </td>
                    <td className="py-2">
                      {formatRatio(needs)} {kind === 'text' ? 'text' : 'border or ring'}{' '}
                      {ratio >= needs ? 'passes' : 'FAILS'}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      </section>

      <section aria-labelledby="type-title" className="flex flex-col gap-4">
        <h2 id="type-title" className="text-2xl font-bold">
          Type scale
        </h2>
        <p className="text-ink-muted">
          Five sizes; a page uses no more. Body text is 17 px at 1.6.
        </p>
        <ul className="flex flex-col gap-4">
          {typeScale.map(({ className, use }) => (
            <li key={className} className="flex flex-col gap-1 border-b border-border pb-4">
              <span className={`${className} font-semibold`} data-type-sample={className}>
                Answers every call, 24/7
              </span>
              <TypeMeasure className={className} use={use} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="space-title" className="flex flex-col gap-4">
        <h2 id="space-title" className="text-2xl font-bold">
          Spacing, radii, shadows and motion
        </h2>
        <ul className="flex flex-col gap-3">
          {spacing.map((name) => (
            <li key={name} className="flex items-center gap-4 text-sm">
              <code className="w-44 shrink-0">{name}</code>
              <span
                aria-hidden="true"
                className="h-4 rounded-sm bg-primary"
                style={{ width: `var(${name})` }}
              />
              <span className="text-ink-muted">{tokens[name]}</span>
            </li>
          ))}
        </ul>
        <ul className="grid gap-6 md:grid-cols-4">
          {[...radii, ...shadows].map((name) => (
            <li key={name} className="flex flex-col gap-2 text-sm">
              <span
                aria-hidden="true"
                className="h-20 border border-border bg-surface-raised"
                style={
                  name.startsWith('--radius')
                    ? { borderRadius: `var(${name})` }
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
      </section>
    </div>
  )
}

/** Shows a sample's computed size and line height, measured from the page. */
function TypeMeasure({ className, use }: { className: string; use: string }) {
  const [measure, setMeasure] = useState('')
  useEffect(() => {
    const sample = document.querySelector(`[data-type-sample="${className}"]`)
    if (!sample) return
    const style = getComputedStyle(sample)
    const size = Number.parseFloat(style.fontSize)
    setMeasure(`${size} px / ${(Number.parseFloat(style.lineHeight) / size).toFixed(2)}`)
  }, [className])
  return (
    <span className="text-sm text-ink-muted">
      <code>{className}</code> · {measure} · {use}
    </span>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Foundations>

export default meta
type Story = StoryObj<typeof meta>

/** Colours with their contrast ratios, computed from the stylesheet's values, then type and space. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Contrast of every pair/ })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(pairs.length)
    for (const row of rows) await expect(row).toHaveTextContent(/passes$/)
    await expect(
      within(table).getByRole('rowheader', { name: 'ink on surface' }).parentElement,
    ).toHaveTextContent('15.5:1')
    const body = canvas.getByText('text-base', { selector: 'code' }).parentElement as HTMLElement
    await waitFor(() => expect(body).toHaveTextContent('17 px / 1.60'))
  },
}
