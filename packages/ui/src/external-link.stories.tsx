import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ExternalLink } from './external-link'

const meta = {
  title: 'Components/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://example.com/book', children: 'Book a strategy call' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['link', 'primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ExternalLink>

export default meta
type Story = StoryObj<typeof meta>

export const TextLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', {
      name: 'Book a strategy call (opens in a new tab)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

export const AsPrimaryButton: Story = {
  args: { variant: 'primary', children: 'Book Strategy' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Strategy (opens in a new tab)' })
    // A primary action is at least 44 px tall so it is easy to hit on touch screens.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

export const AsSecondaryButton: Story = {
  args: { variant: 'secondary', children: 'Take the quiz' },
}

export const AsGhostButton: Story = { args: { variant: 'ghost', size: 'sm', children: 'LinkedIn' } }

export const CustomHint: Story = {
  args: { newTabHint: '(new tab)', children: 'Community' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Community (new tab)' })).toBeVisible()
  },
}
