import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { Toaster, toast } from './toaster'

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Toaster {...args} />
      <Button
        onClick={() =>
          toast('Connected', {
            description: 'Voice agent is now connected. You can start speaking!',
          })
        }
      >
        Show a toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast.error('Connection Failed', {
            description:
              'Failed to connect to the voice agent. Please check your microphone permissions and try again.',
          })
        }
      >
        Show an error
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          for (const n of [1, 2, 3, 4, 5]) toast(`Update ${n}`)
        }}
      >
        Show five
      </Button>
    </div>
  ),
  afterEach: () => {
    toast.dismiss()
  },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }))
    const body = within(canvasElement.ownerDocument.body)
    const region = body.getByRole('region', { name: /Notifications/ })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    const item = await within(region).findByText('Connected')
    await expect(item.closest('li')).toHaveTextContent(
      'Voice agent is now connected. You can start speaking!',
    )
    await waitFor(() => expect(item.closest('li')).toHaveAttribute('data-mounted', 'true'))
  },
}

/** Errors take the destructive red with white text (6.5:1). */
export const Destructive: Story = {
  args: { position: 'top-center' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show an error' }))
    const body = within(canvasElement.ownerDocument.body)
    const toastItem = (await body.findByText('Connection Failed')).closest('li') as HTMLElement
    await expect(toastItem).toHaveAttribute('data-type', 'error')
    await expect(getComputedStyle(toastItem).backgroundColor).toBe('rgb(180, 35, 24)')
    await expect(getComputedStyle(toastItem).color).toBe('rgb(255, 255, 255)')
  },
}

/** Only three show at once. */
export const ThreeVisible: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show five' }))
    const body = within(canvasElement.ownerDocument.body)
    await body.findByText('Update 5')
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelectorAll('[data-sonner-toast][data-visible="true"]'),
      ).toHaveLength(3),
    )
  },
}

/** A toast stays for 4 seconds, then leaves by itself. */
export const LeavesAfterFourSeconds: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const started = performance.now()
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }))
    await body.findByText('Connected')
    await waitFor(() => expect(body.queryByText('Connected')).not.toBeInTheDocument(), {
      timeout: 6000,
    })
    await expect(performance.now() - started).toBeGreaterThanOrEqual(4000)
  },
}
