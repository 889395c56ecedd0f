import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ExternalLink } from './external-link'
import { PricingRow, type PricingRowPlan } from './pricing-row'
import { expectNewTab, isDesktop } from './site-link.stories.helpers'

// The site's four voice plans, so reviewers judge the real prices and inclusions.
const booking = 'https://example.com/kookaburra-ai/events'
const book = (label: string, primary = false) => (
  <ExternalLink href={booking} variant={primary ? 'primary' : 'secondary'}>
    {label}
  </ExternalLink>
)
const voicePlans: PricingRowPlan[] = [
  {
    name: 'Basic',
    price: '$499',
    period: 'per month',
    description: 'One voice agent answering your calls, built and looked after for you.',
    features: ['6 dev hours a month', '500 call minutes a month', 'Custom-built agent'],
    action: book('Start with Basic'),
  },
  {
    name: 'Growth',
    price: '$899',
    period: 'per month',
    popular: true,
    description: 'More call minutes, more changes and monthly A/B testing of your script.',
    features: ['12 dev hours a month', '1,000 call minutes a month', 'Monthly A/B testing'],
    action: book('Choose Growth', true),
  },
  {
    name: 'Advanced',
    price: '$1,699',
    period: 'per month',
    description: 'High call volumes with a dedicated project manager and priority support.',
    features: ['24 dev hours a month', '2,000 call minutes a month', 'Priority support'],
    action: book('Choose Advanced'),
  },
  {
    name: 'Unlimited',
    price: 'Custom',
    description: 'A dedicated developer and unlimited script revisions for multi-site operations.',
    features: ['Unlimited dev hours', 'Unlimited call minutes', 'Dedicated developer'],
    action: book('Book Strategy Call'),
  },
]
const gstNote = 'Costs are subject to GST and exclude set-up costs, usually from $2500.'

const meta = {
  title: 'Site/PricingRow',
  component: PricingRow,
  parameters: { layout: 'padded' },
  args: { plans: voicePlans, note: gstNote, label: 'Voice agent plans', headingLevel: 3 },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-content py-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingRow>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Four plans: four across on a desktop with Growth a step higher, stacked on a phone. Every plan
 * is named, its action opens the booking page in a new tab, and the GST note sits underneath.
 */
export const VoicePlans: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Voice agent plans' })
    const cards = within(list).getAllByRole('article')
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Basic',
      'Growth, most popular',
      'Advanced',
      'Unlimited',
    ])
    await expect(canvas.getByText('Most popular')).toBeVisible()
    await expectNewTab(canvas.getByRole('link', { name: /Choose Growth/ }), booking)
    await expect(canvas.getByText(gstNote)).toBeVisible()

    const [basic, growth, advanced] = cards.map((card) => card.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
      DOMRect,
    ]
    if (isDesktop() && window.innerWidth >= 1280) {
      // Four across (from 1280 px), the popular plan stands higher than its neighbours.
      await expect(basic.top - growth.top).toBeGreaterThanOrEqual(12)
      await expect(Math.round(advanced.top)).toBe(Math.round(basic.top))
      // Prices and actions line up across plans, whatever each description's length.
      const tops = (selector: string) =>
        cards
          .filter((card) => !card.getAttribute('aria-label')?.includes('popular'))
          .map((card) =>
            Math.round((card.querySelector(selector) as Element).getBoundingClientRect().top),
          )
      await expect(new Set(tops('p:has(> span)')).size).toBe(1)
      await expect(new Set(tops('ul')).size).toBe(1)
    } else if (!isDesktop()) {
      // Stacked, in order, full width, nothing raised.
      await expect(basic.bottom).toBeLessThan(growth.top)
      await expect(growth.bottom).toBeLessThan(advanced.top)
      await expect(Math.round(growth.width)).toBe(Math.round(basic.width))
    }
  },
}

/** Three plans sit side by side from 768 px. Plan names can be h2 where the page needs it. */
export const ThreePlans: Story = {
  args: { plans: voicePlans.slice(0, 3), headingLevel: 2, note: undefined, label: undefined },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    await expect(names).toEqual(['Basic', 'Growth', 'Advanced'])
    const cards = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect())
    if (isDesktop()) {
      await expect(cards[0]?.left).toBeLessThan(cards[1]?.left ?? 0)
      await expect(Math.round(cards[1]?.width ?? 0)).toBe(Math.round(cards[2]?.width ?? 0))
    }
  },
}
