import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MailLink, PhoneLink } from './contact-links'

const meta = {
  title: 'Components/ContactLinks',
  component: PhoneLink,
  args: { display: '0491 570 156', href: 'tel:+61491570156' },
} satisfies Meta<typeof PhoneLink>

export default meta
type Story = StoryObj<typeof meta>

export const Phone: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: '0491 570 156' })
    await expect(link).toHaveAttribute('href', 'tel:+61491570156')
    await userEvent.tab()
    await expect(link).toHaveFocus()
    // At least 24 px tall, the WCAG 2.2 minimum target.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
  },
}

export const PhoneWithoutIcon: Story = {
  args: { icon: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link').querySelector('svg')).toBeNull()
  },
}

export const Mail: Story = {
  render: () => (
    <MailLink display="hello@kookaburra-ai.example" href="mailto:hello@kookaburra-ai.example" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'hello@kookaburra-ai.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kookaburra-ai.example',
    )
  },
}
