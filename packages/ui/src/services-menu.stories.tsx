import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ServicesMenu } from './services-menu'

const meta = {
  title: 'Components/ServicesMenu',
  component: ServicesMenu,
  args: {
    label: 'Services',
    items: [
      { label: 'AI Voice Agent Pricing', href: '#voice' },
      { label: 'AI Agent Pricing', href: '#agents' },
      { label: 'Custom AI Solutions', href: '#custom' },
      { label: 'AI Training - Automate to Dominate', href: '#training' },
    ],
  },
} satisfies Meta<typeof ServicesMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Opens with Enter, moves with the arrows, closes with Esc back on the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Services' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await userEvent.keyboard('{Enter}')
    const body = within(canvasElement.ownerDocument.body)
    const menu = await body.findByRole('menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'AI Voice Agent Pricing',
      'AI Agent Pricing',
      'Custom AI Solutions',
      'AI Training - Automate to Dominate',
    ])
    await waitFor(() => expect(items[0]).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(items[1]).toHaveFocus()
    await expect(items[1]).toHaveAttribute('href', '#agents')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Arrow Down also opens it; Space too. */
export const ArrowAndSpace: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: 'Services' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await body.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
    await userEvent.keyboard(' ')
    await body.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
  },
}

export const WithDescriptions: Story = {
  args: {
    items: [
      { label: 'AI Voice Agent Pricing', href: '#voice', description: 'Answers every call, 24/7' },
      { label: 'Custom AI Solutions', href: '#custom', description: 'Built for how you work' },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }))
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu')
    // The menu fades in over 250 ms.
    await waitFor(() => expect(within(menu).getByText('Answers every call, 24/7')).toBeVisible())
  },
}
