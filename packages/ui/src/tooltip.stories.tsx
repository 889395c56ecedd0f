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

/** Settles after `ms` milliseconds. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Hover waits 700 ms before the first hint. Moving to a second trigger within 300 ms of a hint
 * closing opens the next one at once; after that window the 700 ms wait applies again.
 */
export const DelayAndSkipDelay: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-4">
      <Tooltip {...args} />
      <Tooltip content="hello@kookaburra-ai.example">
        <Button variant="secondary">Email us</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const call = canvas.getByRole('button', { name: 'Call us' })
    const email = canvas.getByRole('button', { name: 'Email us' })
    const showing = (text: string) =>
      waitFor(
        () =>
          expect(
            body.queryAllByRole('tooltip').some((tip) => tip.textContent?.includes(text)),
          ).toBe(true),
        { timeout: 3000 },
      )

    // Radix marks how a tooltip opened on its trigger: `delayed-open` after the wait,
    // `instant-open` inside the skip window. That, not a stopwatch, says which path was taken;
    // the one timing kept is a lower bound, which a busy machine can only lengthen.
    let started = performance.now()
    await userEvent.hover(call)
    await showing('Monday-Friday')
    await expect(call).toHaveAttribute('data-state', 'delayed-open')
    await expect(performance.now() - started).toBeGreaterThanOrEqual(700)

    // Straight from one trigger to the next: inside the skip window, no wait.
    await userEvent.unhover(call)
    await userEvent.hover(email)
    await showing('hello@')
    await expect(email).toHaveAttribute('data-state', 'instant-open')

    // Once the skip window has passed, the full delay is back.
    await userEvent.unhover(email)
    // The same patience as `showing`: on a busy machine the pointer's leave arrives late.
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 3000,
    })
    await pause(300 + 100)
    started = performance.now()
    await userEvent.hover(call)
    await showing('Monday-Friday')
    await expect(call).toHaveAttribute('data-state', 'delayed-open')
    await expect(performance.now() - started).toBeGreaterThanOrEqual(700)
  },
}
