import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from './button'
import { PricingCard } from './pricing-card'

const meta = {
  title: 'Components/PricingCard',
  component: PricingCard,
  args: {
    name: 'Starter',
    price: '$199',
    period: 'per month',
    description: 'For a sole trader who misses calls on the tools.',
    features: [
      'Answers every call, 24/7',
      'Books jobs into your calendar',
      'Email summary of each call',
    ],
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
    const card = canvas.getByRole('article', { name: 'Starter' })
    await expect(card).toHaveTextContent('$199per month')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.queryByText('Most popular')).not.toBeInTheDocument()
  },
}

export const Popular: Story = {
  args: {
    name: 'Advanced',
    price: '$499',
    popular: true,
    features: ['24 dev hours', 'Priority support', 'Custom integrations'],
    action: <Button>Get Started</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Advanced, most popular' })).toBeVisible()
    await expect(canvas.getByText('Most popular')).toBeVisible()
  },
}

export const CustomRibbon: Story = {
  args: { popular: true, popularLabel: 'Best value', period: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Starter, best value' })).toBeVisible()
  },
}
