import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { Tooltip, TooltipProvider } from './tooltip'

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Monday-Friday 10-4pm AEST',
    children: <Button variant="secondary">Call us</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="flex min-h-40 items-center justify-center">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard focus shows the hint at once, as the trigger's description; Esc hides it. */
export const OnFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Call us' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const body = within(canvasElement.ownerDocument.body)
    const tooltip = await body.findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Monday-Friday 10-4pm AEST')
    await expect(trigger).toHaveAccessibleDescription('Monday-Friday 10-4pm AEST')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

/** Hovering waits 700 ms before showing, so a passing pointer does not flash hints. */
export const OnHover: Story = {
  args: { side: 'bottom' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.hover(canvas.getByRole('button', { name: 'Call us' }))
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument()
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 2000 })
    await waitFor(() => expect(tooltip).toBeVisible())
  },
}

export const Right: Story = { args: { side: 'right' } }
