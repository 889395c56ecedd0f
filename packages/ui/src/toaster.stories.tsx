import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { AA_TEXT, contrastRatio } from './contrast'
import { Toaster, toast } from './toaster'

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  render: (args) => (
    <>
      <Toaster {...args} />
      <div className="flex flex-wrap gap-3" data-testid="buttons">
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
    </>
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

/**
 * An error keeps the calm white card: the title in ink over a quieter description, with a red
 * icon and a red border to set it apart.
 */
export const Destructive: Story = {
  args: { position: 'top-center' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show an error' }))
    const body = within(canvasElement.ownerDocument.body)
    const title = await body.findByText('Connection Failed')
    const toastItem = title.closest('li') as HTMLElement
    await expect(toastItem).toHaveAttribute('data-type', 'error')
    const card = getComputedStyle(toastItem)
    await expect(card.backgroundColor).toBe('rgb(255, 255, 255)')
    await expect(card.borderTopColor).toBe('rgb(180, 35, 24)')
    const icon = toastItem.querySelector('[data-icon] svg') as SVGElement
    await expect(getComputedStyle(icon).color).toBe('rgb(180, 35, 24)')
    await expect(getComputedStyle(title).color).toBe('rgb(22, 32, 43)')
    const description = body.getByText(/Failed to connect to the voice agent/)
    await expect(
      contrastRatio(getComputedStyle(description).color, card.backgroundColor),
    ).toBeGreaterThanOrEqual(AA_TEXT)
  },
}

/** The title leads: larger and bolder than the description under it. */
export const TitleOverDescription: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }))
    const body = within(canvasElement.ownerDocument.body)
    const title = getComputedStyle(await body.findByText('Connected'))
    const description = getComputedStyle(body.getByText(/You can start speaking!/))
    await expect(Number.parseFloat(title.fontSize)).toBeGreaterThan(
      Number.parseFloat(description.fontSize),
    )
    await expect(Number(title.fontWeight)).toBeGreaterThanOrEqual(600)
    await expect(Number(description.fontWeight)).toBeLessThan(600)
  },
}

/** The toaster's region sits outside the flow: the buttons line up with no empty slot. */
export const RegionTakesNoSlot: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByTestId('buttons')
    const buttons = canvas.getAllByRole('button')
    await expect(row.children).toHaveLength(buttons.length)
    const region = canvasElement.ownerDocument.querySelector('section[aria-label^="Notifications"]')
    await expect(region?.closest('[data-testid="buttons"]')).toBeNull()
    await expect((buttons[0] as HTMLElement).getBoundingClientRect().left).toBe(
      row.getBoundingClientRect().left,
    )
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
    // Generous: the wait only ends the test; the assertion is that it took at least 4 s.
    await waitFor(() => expect(body.queryByText('Connected')).not.toBeInTheDocument(), {
      timeout: 15_000,
    })
    await expect(performance.now() - started).toBeGreaterThanOrEqual(4000)
  },
}
