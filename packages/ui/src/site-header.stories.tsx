import type { Meta, StoryObj } from '@storybook/react-vite'
import { BotIcon, GraduationCapIcon, PhoneCallIcon, SparklesIcon } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SiteHeader } from './site-header'
import {
  atDesktopWidth,
  atPhoneWidth,
  expectNewTab,
  isDesktop,
  navigated,
  RouterLink,
} from './site-link.stories.helpers'

// Sample data shaped like the site's navigation record, so reviewers see what visitors see.
const booking = 'https://example.com/kookaburra-ai/events'
const services = {
  label: 'Services',
  links: [
    { label: 'AI Voice Agent Pricing', href: '/ai-voice-agents-pricing' },
    { label: 'AI Agent Pricing', href: '/ai-agent-pricing' },
    { label: 'Custom AI Solutions', href: '/#services' },
    { label: 'AI Training - Automate to Dominate', href: '/automate-to-dominate' },
  ],
}

/** Opens the phone menu with a click; returns queries for the menu and a wait for it to close. */
async function openPhoneMenu(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body)
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }))
  const menu = within(await body.findByRole('dialog', { name: 'Menu' }))
  const closed = () => waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  return { menu, closed }
}

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Kookaburra AI',
    services,
    chatNowLabel: 'Chat Now',
    bookStrategy: { label: 'Book Strategy', href: booking },
    phone: { label: '0491 570 156', href: 'tel:+61491570156' },
    mobile: {
      toggleLabel: { open: 'Open menu', close: 'Close menu' },
      getStarted: { label: 'Get Started', href: booking },
    },
    onChatNow: fn(),
    onChatNowIntent: fn(),
    linkComponent: RouterLink,
  },
  decorators: [
    (Story) => (
      <div className="min-h-[200vh] bg-surface">
        <Story />
        <main className="mx-auto max-w-content px-gutter pt-16 md:px-8">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight">
            AI that answers, books and follows up while you run your business
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-muted">
            The page scrolls under the header, which stays on top, blurred and translucent.
          </p>
          <div className="mt-10 h-64 rounded-card bg-gradient-to-br from-primary-soft to-accent-soft" />
        </main>
      </div>
    ),
  ],
  beforeEach: () => {
    navigated.mockClear()
  },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The header as every page shows it. On a desktop the bar carries everything and the phone
 * toggle is hidden; on a phone only the logo and the toggle show.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Kookaburra AI' })
    await expect(home).toHaveAttribute('href', '/')
    if (isDesktop()) {
      await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument()
      await expectNewTab(canvas.getByRole('link', { name: /Book Strategy/ }), booking)
      await expect(canvas.getByRole('link', { name: '0491 570 156' })).toHaveAttribute(
        'href',
        'tel:+61491570156',
      )
      await expect(canvas.getByRole('button', { name: 'Chat Now' })).toBeVisible()
      // The desktop menu's code loads on its own, once the menu is displayed.
      await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible()
    } else {
      const toggle = canvas.getByRole('button', { name: 'Open menu' })
      await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
      await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
      await expect(canvas.queryByRole('button', { name: 'Chat Now' })).not.toBeInTheDocument()
    }
  },
}

/** Keyboard path: Tab to Services, Enter opens, Arrow Down moves in, Esc closes back on it. */
export const ServicesKeyboard: Story = {
  globals: atDesktopWidth,
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Services' })
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Kookaburra AI' })).toHaveFocus()
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await userEvent.keyboard('{Enter}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const first = await canvas.findByRole('link', { name: 'AI Voice Agent Pricing' })
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(first).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    const second = canvas.getByRole('link', { name: 'AI Agent Pricing' })
    await expect(second).toHaveFocus()
    await expect(second).toHaveAttribute('href', '/ai-agent-pricing')
    await expect(canvas.getByRole('link', { name: 'Custom AI Solutions' })).toHaveAttribute(
      'href',
      '/#services',
    )

    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'AI Agent Pricing' })).not.toBeInTheDocument(),
    )
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Enter on a focused link follows it and closes the dropdown.
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'AI Voice Agent Pricing' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Enter}')
    await expect(navigated).toHaveBeenCalledWith('/ai-voice-agents-pricing')
    await waitFor(() =>
      expect(
        canvas.queryByRole('link', { name: 'AI Voice Agent Pricing' }),
      ).not.toBeInTheDocument(),
    )
  },
}

/** Tab walks into the open panel, through its links, and on to the phone link: no trap. */
export const ServicesTabThrough: Story = {
  globals: atDesktopWidth,
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Services' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await canvas.findByRole('link', { name: 'AI Voice Agent Pricing' })
    for (const link of services.links) {
      await userEvent.tab()
      await expect(canvas.getByRole('link', { name: link.label })).toHaveFocus()
    }
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: '0491 570 156' })).toHaveFocus()
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'AI Agent Pricing' })).not.toBeInTheDocument(),
    )
  },
}

/**
 * Mouse path: resting on Services opens it after a short delay, and a click on a link follows it
 * and closes the dropdown. (A click on the trigger opens it too: see CurrentPage.)
 */
export const ServicesMouse: Story = {
  globals: atDesktopWidth,
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Services' })
    await userEvent.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
    const link = await canvas.findByRole('link', { name: 'AI Training - Automate to Dominate' })
    await waitFor(() => expect(link).toBeVisible())
    await userEvent.click(link)
    await expect(navigated).toHaveBeenCalledWith('/automate-to-dominate')
    await waitFor(() => expect(link).not.toBeInTheDocument())
  },
}

/** Chat Now calls back on click, and announces intent on hover and focus so the site can preload. */
export const ChatNowDesktop: Story = {
  globals: atDesktopWidth,
  play: async ({ args, canvas }) => {
    const chat = canvas.getByRole('button', { name: 'Chat Now' })
    await userEvent.hover(chat)
    await expect(args.onChatNowIntent).toHaveBeenCalled()
    await expect(args.onChatNow).not.toHaveBeenCalled()
    await userEvent.click(chat)
    await expect(args.onChatNow).toHaveBeenCalledTimes(1)
  },
}

/** Descriptions, icons and a feature tile whose Chat Now closes the dropdown and calls back. */
export const ServicesWithFeature: Story = {
  globals: atDesktopWidth,
  args: {
    services: {
      label: 'Services',
      links: [
        {
          label: 'AI Voice Agent Pricing',
          href: '/ai-voice-agents-pricing',
          description: 'Plans for an agent that answers every call, 24/7',
          icon: <PhoneCallIcon />,
        },
        {
          label: 'AI Agent Pricing',
          href: '/ai-agent-pricing',
          description: 'Chat, email and admin agents, DIY or done for you',
          icon: <BotIcon />,
        },
        {
          label: 'Custom AI Solutions',
          href: '/#services',
          description: 'Automation built around how you already work',
          icon: <SparklesIcon />,
        },
        {
          label: 'AI Training - Automate to Dominate',
          href: '/automate-to-dominate',
          description: 'The 12-week coaching programme',
          icon: <GraduationCapIcon />,
        },
      ],
    },
    servicesFeature: {
      title: 'Hear it for yourself',
      description: 'Talk to our voice agent now. It answers like it would for your customers.',
    },
  },
  play: async ({ args, canvas }) => {
    // Opened from the keyboard: a simulated pointer never leaves the trigger, so Radix's hover
    // timer could reopen the panel after the click below, which no real pointer does.
    ;(await canvas.findByRole('button', { name: 'Services' })).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(canvas.getByText('Plans for an agent that answers every call, 24/7')).toBeVisible(),
    )
    await expect(canvas.getAllByRole('button', { name: 'Chat Now' })).toHaveLength(2)
    // The tile's own Chat Now, inside the navigation, not the one in the bar.
    const nav = await canvas.findByRole('navigation', { name: 'Main' })
    await userEvent.click(within(nav).getByRole('button', { name: 'Chat Now' }))
    await expect(args.onChatNow).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.queryByText('Hear it for yourself')).not.toBeInTheDocument())
  },
}

/** The page being shown is marked in the menu, and its Services trigger takes the primary colour. */
export const CurrentPage: Story = {
  globals: atDesktopWidth,
  args: { currentPath: '/ai-agent-pricing' },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Services' })
    await expect(trigger).toHaveClass('text-primary')
    await userEvent.click(trigger)
    const current = await canvas.findByRole('link', { name: 'AI Agent Pricing' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'AI Voice Agent Pricing' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

/** Phone menu: opens from the toggle, Services opens and closes, Esc returns focus to the toggle. */
export const MobileMenu: Story = {
  globals: atPhoneWidth,
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' })
    const { menu, closed } = await openPhoneMenu(canvasElement)
    await expect(menu.getByRole('link', { name: 'Kookaburra AI' })).toHaveAttribute('href', '/')

    const group = menu.getByRole('button', { name: 'Services' })
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.queryByRole('link', { name: 'AI Agent Pricing' })).not.toBeInTheDocument()
    await userEvent.click(group)
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    const hrefs = services.links.map((link) =>
      menu.getByRole('link', { name: link.label }).getAttribute('href'),
    )
    await expect(hrefs).toEqual(services.links.map((link) => link.href))
    await userEvent.click(group)
    await expect(menu.queryByRole('link', { name: 'AI Agent Pricing' })).not.toBeInTheDocument()

    await expectNewTab(menu.getByRole('link', { name: /Get Started/ }), booking)
    await expect(menu.getByRole('link', { name: '0491 570 156' })).toHaveAttribute(
      'href',
      'tel:+61491570156',
    )

    await userEvent.keyboard('{Escape}')
    await closed()
    await expect(toggle).toHaveFocus()
  },
}

/** Keyboard only: Enter on the toggle opens, the close button closes, focus returns each time. */
export const MobileMenuKeyboard: Story = {
  globals: atPhoneWidth,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const toggle = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.tab()
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body.findByRole('dialog', { name: 'Menu' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    within(dialog).getByRole('button', { name: 'Close menu' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(toggle).toHaveFocus()
  },
}

/** Following a link in the phone menu navigates and closes the menu. */
export const MobileLinkCloses: Story = {
  globals: atPhoneWidth,
  play: async ({ canvasElement }) => {
    const { menu, closed } = await openPhoneMenu(canvasElement)
    await userEvent.click(menu.getByRole('button', { name: 'Services' }))
    await userEvent.click(menu.getByRole('link', { name: 'Custom AI Solutions' }))
    await expect(navigated).toHaveBeenCalledWith('/#services')
    await closed()
  },
}

/**
 * Chat Now in the phone menu closes the menu first, then calls back once, with focus already on
 * the toggle, so the voice chat returns focus there when it closes.
 */
export const MobileChatNow: Story = {
  globals: atPhoneWidth,
  args: {
    onChatNow: fn(() => {
      const menuOpen = document.querySelector('[role="dialog"]') !== null
      const toggleFocused = document.activeElement?.getAttribute('aria-label') === 'Open menu'
      return { menuOpen, toggleFocused }
    }),
  },
  play: async ({ args, canvasElement }) => {
    const { menu } = await openPhoneMenu(canvasElement)
    const chat = menu.getByRole('button', { name: 'Chat Now' })
    await userEvent.hover(chat)
    await expect(args.onChatNowIntent).toHaveBeenCalled()
    await userEvent.click(chat)
    await waitFor(() => expect(args.onChatNow).toHaveBeenCalledTimes(1))
    await expect(args.onChatNow).toHaveReturnedWith({ menuOpen: false, toggleFocused: true })
  },
}

/** Once the page scrolls, the header keeps its place and gains a hairline and a soft shadow. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement
    await expect(header).not.toHaveAttribute('data-scrolled')
    window.scrollTo(0, 400)
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'))
    await expect(header.getBoundingClientRect().top).toBe(0)
    // The hairline fades in over the base duration.
    await waitFor(() =>
      expect(getComputedStyle(header).borderBottomColor).not.toBe('rgba(0, 0, 0, 0)'),
    )
    window.scrollTo(0, 0)
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'))
  },
}

/** Without a link component the pieces render plain anchors with the same hrefs. */
export const PlainLinks: Story = {
  args: { linkComponent: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Kookaburra AI' })).toHaveAttribute('href', '/')
    if (!isDesktop()) return
    await userEvent.click(await canvas.findByRole('button', { name: 'Services' }))
    const links = await within(canvasElement).findAllByRole('link', { name: /Pricing|AI/ })
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(services.links.map((link) => link.href)),
    )
  },
}
