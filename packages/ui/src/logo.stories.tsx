import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { KookaburraMark, Logo } from './logo'

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { text: 'Kookaburra AI' },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** Inside a home link, the link is named by the brand text alone. */
export const InHomeLink: Story = {
  render: (args) => (
    <a
      href="/"
      className="inline-flex rounded-control focus-visible:outline-3 focus-visible:outline-focus"
    >
      <Logo {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kookaburra AI' })).toBeVisible()
  },
}

export const WithTagline: Story = {
  args: { tagline: 'AI for Aussie business' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AI for Aussie business')).toBeVisible()
  },
}

export const TextHidden: Story = {
  render: (args) => (
    <a
      href="/"
      className="inline-flex rounded-control focus-visible:outline-3 focus-visible:outline-focus"
    >
      <Logo {...args} textHidden />
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kookaburra AI' })
    await expect(link.getBoundingClientRect().width).toBeLessThan(60)
  },
}

/** The mark alone, named, for places with no text beside it. */
export const MarkOnly: Story = {
  render: () => <KookaburraMark title="Kookaburra AI" className="size-24" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kookaburra AI' })).toBeVisible()
  },
}
