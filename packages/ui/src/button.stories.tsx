import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book Strategy', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** Reached with Tab, it shows the focus ring, and Enter presses it. */
export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Book Strategy' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    // Keyboard focus shows a solid 3 px ring (WCAG 2.4.7).
    const ring = getComputedStyle(button)
    await expect(ring.outlineStyle).toBe('solid')
    await expect(ring.outlineWidth).toBe('3px')
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Chat Now' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more' } }

export const Destructive: Story = { args: { variant: 'destructive', children: 'End Call' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
}

export const Disabled: Story = {
  args: { disabled: true, children: 'Start' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Start' })
    await expect(button).toBeDisabled()
    // A disabled button is skipped by the keyboard.
    await userEvent.tab()
    await expect(button).not.toHaveFocus()
  },
}

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/blog">Read the blog</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the blog' })).toHaveAttribute(
      'href',
      '/blog',
    )
  },
}
