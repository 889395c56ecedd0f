import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from './button'
import { PricingCard } from './pricing-card'

const meta = {
  title: 'Components/PricingCard',
  component: PricingCard,
  args: {
    // Sample figures match the site's voice plans, so designers review what visitors see.
    name: 'Basic',
    price: '$499',
    period: 'per month',
    description: 'For a sole trader who misses calls on the tools.',
    features: ['6 dev hours a month', '500 call minutes a month', 'Answers every call, 24/7'],
    action: <Button variant="secondary">Get Started</Button>,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm pt-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingCard>

export default meta
type Story = StoryObj<typeof meta>

export const Standard: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Basic' })
    await expect(card).toHaveTextContent('$499per month')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.queryByText('Most popular')).not.toBeInTheDocument()
  },
}

export const Popular: Story = {
  args: {
    name: 'Growth',
    price: '$899',
    popular: true,
    features: ['12 dev hours a month', '1000 call minutes a month', 'Monthly A/B testing'],
    action: <Button>Get Started</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Growth, most popular' })).toBeVisible()
    await expect(canvas.getByText('Most popular')).toBeVisible()
  },
}

export const CustomRibbon: Story = {
  args: { popular: true, popularLabel: 'Best value', period: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Basic, best value' })).toBeVisible()
  },
}
