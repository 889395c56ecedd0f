import type { Meta, StoryObj } from '@storybook/react-vite'
import { createElement } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import './index'

/** The element as a client's page holds it; `inline` keeps the launcher in the story's frame. */
function Embed({ title }: { title: string }) {
  return (
    <div className="flex min-h-64 flex-col items-start gap-4 p-6 font-serif">
      <p>A client’s own page, with the widget pasted in:</p>
      {createElement('kookaburra-voice', {
        'agent-id': 'demo-agent',
        signer: 'https://signer.invalid',
        title,
        inline: '',
      })}
    </div>
  )
}

const meta = {
  title: 'Voice/Widget',
  component: Embed,
  args: { title: 'Onboarding Chatbot' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Embed>

export default meta
type Story = StoryObj<typeof meta>

/** The open shadow root of the story's widget, searchable like the canvas. */
async function widgetRoot(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('kookaburra-voice')
  await waitFor(() => expect(host?.shadowRoot?.querySelector('button')).toBeTruthy())
  return host?.shadowRoot as unknown as HTMLElement
}

/** The launcher, labelled with the element's title, styled by the sheet in its shadow root. */
export const Launcher: Story = {
  play: async ({ canvasElement }) => {
    const root = within(await widgetRoot(canvasElement))
    const launcher = root.getByRole('button', { name: 'Onboarding Chatbot' })
    await expect(getComputedStyle(launcher).backgroundColor).toBe('rgb(29, 94, 75)')
  },
}

/** The launcher opens the voice panel, which Radix mounts inside the shadow root, not in <body>. */
export const PanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const shadow = await widgetRoot(canvasElement)
    await userEvent.click(within(shadow).getByRole('button', { name: 'Onboarding Chatbot' }))
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeTruthy())
    await expect(document.body.querySelector(':scope > [role="dialog"]')).toBeNull()
    const dialog = within(shadow.querySelector('[role="dialog"]') as HTMLElement)
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible()
  },
}
