import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LineIcon } from './line-icon'

const meta = {
  title: 'Foundations/LineIcon',
  component: LineIcon,
  args: {
    className: 'size-8 text-primary',
    children: <path d="M4 12h16M12 4v16" />,
  },
} satisfies Meta<typeof LineIcon>

export default meta
type Story = StoryObj<typeof meta>

/** A plus on the 24-unit grid, in the current text colour, hidden from assistive technology. */
export const Drawing: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')
    await expect(icon).toHaveAttribute('aria-hidden', 'true')
    await expect(icon).toHaveAttribute('stroke', 'currentColor')
    await expect(icon).toHaveAttribute('stroke-width', '2')
    await expect(icon?.getBoundingClientRect().width).toBe(32)
  },
}

/** Thinner strokes for a large decorative icon. */
export const Thin: Story = {
  args: { strokeWidth: 1.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('stroke-width', '1.5')
  },
}
