import type { Meta, StoryObj } from '@storybook/react-vite'
import { MenuIcon } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Button } from './button'
import {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetTitle,
  SheetTrigger,
} from './sheet'

const links = ['AI Voice Agent Pricing', 'AI Agent Pricing', 'Custom AI Solutions']

/** A mobile menu as a site builds it: following a link navigates, then closes the menu. */
function MobileMenu({
  onNavigate,
  ...props
}: SheetContentProps & { onNavigate: (label: string) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" aria-label="Open menu" className="size-11 px-0">
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent {...props} aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((label) => (
              <li key={label}>
                <a
                  href="/ai-agents-pricing"
                  onClick={(event) => {
                    // A router navigates here; the story stays on its page.
                    event.preventDefault()
                    onNavigate(label)
                    setOpen(false)
                  }}
                  className="block rounded-control px-3 py-3 font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-focus"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SheetClose asChild>
          <Button className="w-full">Chat Now</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  )
}

const meta = {
  title: 'Components/Sheet',
  component: SheetContent,
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left'] } },
  render: (args) => <MobileMenu {...args} onNavigate={fn()} />,
} satisfies Meta<typeof SheetContent>

export default meta
type Story = StoryObj<typeof meta>

/** The mobile menu: opens from its toggle, traps focus, closes on Esc back to the toggle. */
export const Right: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' })
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
    await userEvent.click(toggle)
    const body = within(canvasElement.ownerDocument.body)
    const sheet = await body.findByRole('dialog', { name: 'Menu' })
    // Focus moves into the menu and Tab keeps it there.
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement))
    for (let step = 0; step < 6; step++) {
      await userEvent.tab()
      await expect(sheet).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(toggle).toHaveFocus()
  },
}

/** Following a link closes the menu, as do Chat Now and the close button. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
      return body.findByRole('dialog', { name: 'Menu' })
    }
    const closed = () => waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())

    const sheet = await open()
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0))
    await userEvent.click(within(sheet).getByRole('link', { name: 'AI Agent Pricing' }))
    await closed()
    await userEvent.click(within(await open()).getByRole('button', { name: 'Chat Now' }))
    await closed()
    await userEvent.click(within(await open()).getByRole('button', { name: 'Close menu' }))
    await closed()
  },
}
