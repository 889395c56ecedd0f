import type { Meta, StoryObj } from '@storybook/react-vite'
import { MicIcon } from 'lucide-react'
import { expect } from 'storybook/test'
import { IconTile } from './icon-tile'

const meta = {
  title: 'Components/IconTile',
  component: IconTile,
  args: { children: <MicIcon className="size-6" /> },
  argTypes: { tone: { control: 'inline-radio', options: ['soft', 'solid'] } },
} satisfies Meta<typeof IconTile>

export default meta
type Story = StoryObj<typeof meta>

export const Soft: Story = {
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[data-tone="soft"]')
    // Decorative: the card's title names the icon, so screen readers skip the tile.
    await expect(tile).toHaveAttribute('aria-hidden', 'true')
    await expect(tile?.querySelector('svg')).toBeVisible()
  },
}
export const Solid: Story = {
  args: { tone: 'solid' },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[data-tone="solid"]')
    await expect(tile).toHaveAttribute('aria-hidden', 'true')
    await expect(tile).toHaveClass('bg-primary')
  },
}
