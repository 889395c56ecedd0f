import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Marquee } from './marquee'
import { StatCard } from './stat-card'

const stats = [
  { value: '100+', label: 'businesses automated' },
  { value: '24/7', label: 'calls answered' },
  { value: '2x', label: 'Award Winner' },
  { value: '500+', label: 'businesses trained' },
]

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Results at a glance',
    items: stats.map((stat) => ({
      key: stat.label,
      content: <StatCard tone="plain" value={stat.value} label={stat.label} />,
    })),
  },
  decorators: [
    (Story) => (
      <div className="bg-muted px-5 py-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>

export default meta
type Story = StoryObj<typeof meta>

const track = (root: HTMLElement) => root.querySelector('[data-marquee-track]') as HTMLElement
const wide = () => window.matchMedia('(min-width: 768px)').matches

/**
 * Moving in a 15 s loop from 768 px up, a still stack below. Each entry is read once: the loop's
 * copy is aria-hidden and inert.
 */
export const StatStrip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const strip = canvas.getByRole('region', { name: 'Results at a glance' })
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(stats.length)
    const style = getComputedStyle(track(canvasElement))
    const copy = strip.querySelectorAll('ul')[1] as HTMLElement
    await expect(copy).toHaveAttribute('aria-hidden', 'true')
    await expect(copy).toHaveAttribute('inert')
    if (wide()) {
      await expect(style.animationName).toBe('marquee')
      await expect(style.animationDuration).toBe('15s')
      await expect(style.animationIterationCount).toBe('infinite')
      await expect(style.animationPlayState).toBe('running')
    } else {
      // A compact 2 x 2 grid: two entries a row, the strip no taller than a short paragraph.
      const [a, b, c] = within(strip)
        .getAllByRole('listitem')
        .map((item) => item.getBoundingClientRect())
      await expect(a?.top).toBe(b?.top)
      await expect(c?.left).toBe(a?.left)
      await expect(strip.getBoundingClientRect().height).toBeLessThan(280)
      await expect(style.animationName).toBe('none')
      await expect(getComputedStyle(copy).display).toBe('none')
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    }
  },
}

/** With an odd count, the last entry spans both columns on a phone, so no hole is left. */
export const OddCount: Story = {
  args: {
    items: [...stats, { value: '< 1 s', label: 'to answer' }].map((stat) => ({
      key: stat.label,
      content: <StatCard tone="plain" value={stat.value} label={stat.label} />,
    })),
  },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('region', { name: 'Results at a glance' })
    const items = within(strip).getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    if (wide()) return
    const first = (items[0] as HTMLElement).getBoundingClientRect()
    const last = (items[4] as HTMLElement).getBoundingClientRect()
    await expect(Math.round(last.width)).toBe(Math.round(strip.getBoundingClientRect().width))
    await expect(last.width).toBeGreaterThan(first.width * 1.8)
  },
}

/** The pointer over it, or focus inside it, pauses the loop; the button stops it until pressed again. */
export const PausesOnHoverAndFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    if (!wide()) {
      // Nothing moves on a phone, so there is nothing to pause.
      await expect(getComputedStyle(track(canvasElement)).animationName).toBe('none')
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
      return
    }
    const state = () => getComputedStyle(track(canvasElement)).animationPlayState
    const strip = canvas.getByRole('region', { name: 'Results at a glance' })
    await userEvent.hover(strip)
    await expect(state()).toBe('paused')
    await userEvent.unhover(strip)
    await expect(state()).toBe('running')

    await userEvent.tab()
    const button = canvas.getByRole('button', { name: 'Pause the moving strip' })
    await expect(button).toHaveFocus()
    await expect(state()).toBe('paused')
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    // Stopped stays stopped once focus and pointer have left.
    button.blur()
    await userEvent.unhover(strip)
    await expect(state()).toBe('paused')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    button.blur()
    await userEvent.unhover(strip)
    await expect(state()).toBe('running')
  },
}

/**
 * Whether the page's stylesheets stop `element`'s animation when the visitor prefers reduced
 * motion. The browser under test cannot switch that preference, so the rules that would apply are
 * read instead: a declaration of `animation: none` for the element inside a
 * `prefers-reduced-motion: reduce` media block.
 */
function stillUnderReducedMotion(element: Element): boolean {
  const matches = (selector: string) => {
    try {
      return element.matches(selector)
    } catch {
      return false
    }
  }
  const stops = (style: CSSStyleDeclaration) => style.getPropertyValue('animation-name') === 'none'
  const visit = (rules: CSSRuleList, reduced: boolean, matched: boolean): boolean =>
    Array.from(rules).some((rule) => {
      if (rule instanceof CSSMediaRule) {
        const reduce = /prefers-reduced-motion:\s*reduce/.test(rule.conditionText)
        return visit(rule.cssRules, reduced || reduce, matched)
      }
      if (rule instanceof CSSStyleRule) {
        const hit = matched || matches(rule.selectorText)
        return (reduced && hit && stops(rule.style)) || visit(rule.cssRules, reduced, hit)
      }
      if (typeof CSSNestedDeclarations !== 'undefined' && rule instanceof CSSNestedDeclarations) {
        return reduced && matched && stops(rule.style)
      }
      return rule instanceof CSSGroupingRule && visit(rule.cssRules, reduced, matched)
    })
  return Array.from(element.ownerDocument.styleSheets).some((sheet) => {
    try {
      return visit(sheet.cssRules, false, false)
    } catch {
      // A stylesheet from another origin cannot be read; it holds none of our rules.
      return false
    }
  })
}

/** Under reduced motion the strip stands still at every width. */
export const StillUnderReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(stillUnderReducedMotion(track(canvasElement))).toBe(true)
    const strip = canvas.getByRole('region', { name: 'Results at a glance' })
    await expect(stillUnderReducedMotion(strip)).toBe(false)
  },
}
