import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './dialog'
import { underReducedMotion } from './reduced-motion.stories.helpers'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Chat Now</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>AI Voice Assistant</DialogTitle>
        <DialogDescription>Get immediate voice assistance from our AI agent.</DialogDescription>
        <div className="flex flex-wrap gap-3">
          <Button>Start</Button>
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat Now' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** Opens from the keyboard, keeps Tab inside, closes on Esc and hands focus back. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Chat Now' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'AI Voice Assistant' })
    await expect(dialog).toHaveAccessibleDescription(
      'Get immediate voice assistance from our AI agent.',
    )
    const start = within(dialog).getByRole('button', { name: 'Start' })
    await waitFor(() => expect(start).toHaveFocus())

    // Tab cycles through Start, Not now and Close, then wraps to Start: focus never leaves.
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    await expect(start).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

/** The page behind is dimmed and blurred; the panel rises in, and both stay still under reduced motion. */
export const BlurredBackdrop: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'AI Voice Assistant' })
    const overlay = canvasElement.ownerDocument.querySelector(
      '[data-state="open"].fixed.inset-0',
    ) as HTMLElement
    await expect(getComputedStyle(overlay).backdropFilter).toMatch(/blur\(\d/)
    await expect(getComputedStyle(dialog).animationName).toBe('dialog-in')
    await expect(underReducedMotion(dialog)).toBe('stops')
    await expect(underReducedMotion(overlay)).toBe('stops')
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'AI Voice Assistant' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}
