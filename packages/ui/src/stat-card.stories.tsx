import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatCard } from './stat-card'

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { value: '100+', label: 'businesses automated' },
  argTypes: { tone: { control: 'inline-radio', options: ['card', 'plain'] } },
} satisfies Meta<typeof StatCard>

export default meta
type Story = StoryObj<typeof meta>

export const Card: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100+').parentElement).toHaveTextContent(
      '100+businesses automated',
    )
  },
}

export const WithDescription: Story = {
  args: { value: '24/7', label: 'call answering', description: 'Including public holidays.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Including public holidays.')).toBeVisible()
  },
}

export const Plain: Story = { args: { tone: 'plain', value: '2x', label: 'Award Winner' } }
