import { navigation, site } from '@org/content'
import { describe, expect, it } from 'vitest'
import { footerContent, headerContent, navLink } from './site-navigation'

describe('the header and footer data', () => {
  it('leads the Services menu where docs/routes.md#services-menu says, on desktop and phone', () => {
    const expected = [
      { label: 'AI Voice Agent Pricing', href: '/ai-voice-agents-pricing' },
      { label: 'AI Agent Pricing', href: '/ai-agent-pricing' },
      { label: 'Custom AI Solutions', href: '/#services' },
      { label: 'AI Training - Automate to Dominate', href: '/automate-to-dominate' },
    ]
    expect(headerContent.services.links.map(({ label, href }) => ({ label, href }))).toEqual(
      expected,
    )
    expect(headerContent.mobile.services.links).toEqual(expected)
  })

  it('describes each Services link on desktop, where the dropdown has room, and not on phones', () => {
    expect(headerContent.services.links.map((link) => link.description)).toEqual([
      'An agent that answers and books your calls. From $499/month plus GST.',
      'Chat, sales and support agents, set up by you or done for you.',
      'Automation built around the way your business already works.',
      '12 weeks of coaching to run your business with AI.',
    ])
    expect(headerContent.servicesFeature.title).toBe('Hear it for yourself')
    expect(headerContent.mobile.services.links.some((link) => 'description' in link)).toBe(false)
  })

  it('sends both booking buttons to the booking page and shows the phone on desktop', () => {
    expect(headerContent.bookStrategy).toEqual({
      label: 'Book Strategy',
      href: site.external.booking,
    })
    expect(headerContent.mobile.getStarted).toEqual({
      label: 'Get Started',
      href: site.external.booking,
    })
    expect(headerContent.phone).toEqual({ label: site.phone.display, href: site.phone.href })
    expect(headerContent.chatNowLabel).toBe('Chat Now')
  })

  it('gives the footer its five links, contact details, hours and social profiles', () => {
    expect(footerContent.columns[0]?.links.map((link) => link.href)).toEqual([
      '/ai-voice-agents-pricing',
      '/automate-to-dominate',
      site.founder.path,
      '/privacy-policy',
      '/blog',
    ])
    expect(footerContent.contact.email.href).toBe(`mailto:${site.email}`)
    expect(footerContent.contact.hours).toBe('Monday-Friday 10-4pm AEST')
    expect(footerContent.social.profiles).toEqual(site.social)
    expect(footerContent.copyright).toBe(navigation.footer.copyright)
  })

  it('refuses to turn the voice chat, which is no address, into a link', () => {
    expect(() => navLink({ label: 'Chat Now', action: { type: 'voice-chat' } })).toThrow(
      'The link "Chat Now" has no address to lead to.',
    )
  })
})
