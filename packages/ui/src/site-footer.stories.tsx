import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { SiteFooter } from './site-footer'
import { expectNewTab, navigated, RouterLink } from './site-link.stories.helpers'

// Sample data shaped like the site's footer record and contact settings.
const explore = {
  label: 'Explore',
  links: [
    { label: 'AI Voice Agent Pricing', href: '/ai-voice-agents-pricing' },
    { label: 'Automate to Dominate', href: '/automate-to-dominate' },
    { label: 'Meet Jordan Blake', href: '/jordan-blake-ai' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Blog', href: '/blog' },
  ],
}
const profiles = [
  { network: 'LinkedIn', href: 'https://example.com/kookaburra-ai/linkedin' },
  { network: 'Facebook', href: 'https://example.com/kookaburra-ai/facebook' },
  { network: 'Instagram', href: 'https://example.com/kookaburra-ai/instagram' },
  { network: 'YouTube', href: 'https://example.com/kookaburra-ai/youtube' },
]

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Kookaburra AI',
    tagline:
      'AI voice agents, automation and coaching for Australian small businesses. No technical skills needed.',
    columns: [explore],
    contact: {
      heading: 'Contact',
      phone: { label: '0491 570 156', href: 'tel:+61491570156' },
      email: { label: 'hello@kookaburra-ai.example', href: 'mailto:hello@kookaburra-ai.example' },
      hours: 'Monday-Friday 10-4pm AEST',
    },
    social: { heading: 'Follow us', profiles },
    copyright: '© Kookaburra AI. All rights reserved.',
    linkComponent: RouterLink,
  },
  beforeEach: () => {
    navigated.mockClear()
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/** Every link the footer holds goes where it should, and says so to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kookaburra AI' })).toHaveAttribute('href', '/')
    const nav = canvas.getByRole('navigation', { name: 'Footer' })
    await expect(nav).toBeVisible()
    for (const link of explore.links) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      )
    }
    await expect(canvas.getByRole('link', { name: '0491 570 156' })).toHaveAttribute(
      'href',
      'tel:+61491570156',
    )
    await expect(canvas.getByRole('link', { name: 'hello@kookaburra-ai.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kookaburra-ai.example',
    )
    await expect(canvas.getByText('Monday-Friday 10-4pm AEST')).toBeVisible()
    for (const profile of profiles) {
      const link = canvas.getByRole('link', {
        name: `Kookaburra AI on ${profile.network} (opens in a new tab)`,
      })
      await expectNewTab(link, profile.href)
      // A round target well over the 24 px minimum, 44 px for thumbs.
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
    }
    await expect(canvas.getByText('© Kookaburra AI. All rights reserved.')).toBeVisible()
  },
}

/** Internal links go through the site's link component; the current page is marked. */
export const CurrentPage: Story = {
  args: { currentPath: '/blog' },
  play: async ({ canvas }) => {
    const blog = canvas.getByRole('link', { name: 'Blog' })
    await expect(blog).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute(
      'aria-current',
    )
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }))
    await expect(navigated).toHaveBeenCalledWith('/privacy-policy')
  },
}

/** Two link columns and a network without a glyph (it gets a globe), with a custom link name. */
export const MoreColumns: Story = {
  args: {
    columns: [
      {
        label: 'Services',
        links: [
          { label: 'AI Agent Pricing', href: '/ai-agent-pricing' },
          { label: 'AI Training', href: '/ai-training' },
          { label: 'Content Course', href: '/content-course' },
        ],
      },
      explore,
    ],
    social: {
      heading: 'Follow us',
      profiles: [...profiles, { network: 'Podcast', href: 'https://example.com/podcast' }],
    },
    socialLabel: (network: string) => `Our ${network} page`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Follow us',
      'Services',
      'Explore',
      'Contact',
    ])
    await expectNewTab(
      canvas.getByRole('link', { name: 'Our Podcast page (opens in a new tab)' }),
      'https://example.com/podcast',
    )
  },
}

/** Keyboard: every link is reachable with Tab in reading order, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const home = canvas.getByRole('link', { name: 'Kookaburra AI' })
    await expect(home).toHaveFocus()
    await expect(getComputedStyle(home).outlineStyle).toBe('solid')
    const order = [
      ...profiles.map((profile) => `Kookaburra AI on ${profile.network} (opens in a new tab)`),
      ...explore.links.map((link) => link.label),
      '0491 570 156',
      'hello@kookaburra-ai.example',
    ]
    for (const name of order) {
      await userEvent.tab()
      await expect(canvas.getByRole('link', { name })).toHaveFocus()
    }
  },
}
