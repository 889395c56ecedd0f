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

/** The mark at the sizes it is used: favicon-like 24 px up to the header's 40 px and larger. */
export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-end gap-6">
      {[24, 32, 40, 64, 128].map((size) => (
        <KookaburraMark key={size} style={{ width: size, height: size }} data-size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('svg')]
    await expect(marks.map((mark) => Math.round(mark.getBoundingClientRect().width))).toEqual([
      24, 32, 40, 64, 128,
    ])
    // Every mark clips to its own tile: ids stay unique when several share a page.
    const clipIds = marks.map((mark) => mark.querySelector('clipPath')?.id)
    await expect(new Set(clipIds).size).toBe(marks.length)
    for (const mark of marks) await expect(mark).toHaveAttribute('aria-hidden', 'true')
  },
}
