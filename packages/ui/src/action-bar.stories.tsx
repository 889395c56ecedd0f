import type { Meta, StoryObj } from '@storybook/react-vite'
import { PhoneIcon } from 'lucide-react'
import { expect, waitFor, within } from 'storybook/test'
import { ActionBar } from './action-bar'
import { Button } from './button'
import { atPhoneWidth, isDesktop } from './site-link.stories.helpers'

const meta = {
  title: 'Components/ActionBar',
  component: ActionBar,
  args: { label: 'Quick actions' },
  globals: atPhoneWidth,
  render: (args) => (
    <>
      {/* A long page: the bar waits for its first screen to scroll away. */}
      <div className="flex h-[300vh] flex-col gap-4 p-4">
        <h1 className="text-2xl font-bold">A long page</h1>
        <p className="text-ink-muted">Scroll down past the first screen.</p>
      </div>
      <ActionBar {...args}>
        <Button>Talk To Agent</Button>
        <a
          href="tel:+61491570156"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-primary font-semibold text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          Call
        </a>
      </ActionBar>
    </>
  ),
} satisfies Meta<typeof ActionBar>

export default meta
type Story = StoryObj<typeof meta>

const visibility = (element: Element) => getComputedStyle(element).visibility

/** The bar, found by its part name: hidden, it is out of the accessibility tree. */
function actionBar(canvasElement: HTMLElement): HTMLElement {
  const bar = canvasElement.querySelector<HTMLElement>('[data-part="action-bar"]')
  if (!bar) throw new Error('The story drew no action bar.')
  return bar
}

/** Hidden on the first screen, shown once it has scrolled away, and named as a region. */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const bar = actionBar(canvasElement)
    if (isDesktop()) {
      // From 768 px the header's own actions stay in view: no bar at all.
      await expect(getComputedStyle(bar).display).toBe('none')
      return
    }
    const scroller = canvasElement.ownerDocument.scrollingElement as Element
    scroller.scrollTop = 0
    await waitFor(() => expect(visibility(bar)).toBe('hidden'))
    scroller.scrollTop = window.innerHeight * 1.5
    await waitFor(() => expect(visibility(bar)).toBe('visible'))
    await expect(within(canvasElement).getByRole('region', { name: 'Quick actions' })).toBe(bar)
    await expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+61491570156',
    )
    scroller.scrollTop = 0
  },
}

/** A dialog's scroll lock (the menu, the voice chat) takes the bar away until it closes. */
export const UnderADialog: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body
    const bar = actionBar(canvasElement)
    body.setAttribute('data-scroll-locked', '1')
    try {
      await expect(getComputedStyle(bar).display).toBe('none')
    } finally {
      body.removeAttribute('data-scroll-locked')
    }
  },
}
