import { describe, expect, it } from 'vitest'
import { hrefOf } from './links'
import { navigation } from './nav'
import { navigationSchema } from './schemas/nav'
import { site } from './site'

const hrefs = (links: readonly { action: Parameters<typeof hrefOf>[0] }[]) =>
  links.map((link) => hrefOf(link.action))

describe('navigation', () => {
  it('parses against its schema', () => {
    expect(navigationSchema.parse(navigation)).toEqual(navigation)
  })

  it('lists the four Services entries, training at /automate-to-dominate on both menus', () => {
    for (const menu of [navigation.desktop.services, navigation.mobile.services]) {
      expect(menu.links.map((link) => [link.label, hrefOf(link.action)])).toEqual([
        ['AI Voice Agent Pricing', '/ai-voice-agents-pricing'],
        ['AI Agent Pricing', '/ai-agent-pricing'],
        ['Custom AI Solutions', '/#services'],
        ['AI Training - Automate to Dominate', '/automate-to-dominate'],
      ])
    }
  })

  it('models Chat Now as the voice-chat action and Book Strategy / Get Started as booking', () => {
    expect(navigation.desktop.ctas).toEqual([
      { label: 'Chat Now', action: { type: 'voice-chat' } },
      { label: 'Book Strategy', action: { type: 'external', target: 'booking' } },
    ])
    expect(navigation.desktop.phone).toEqual({ label: '0491 570 156', action: { type: 'tel' } })
    expect(hrefOf(navigation.desktop.phone.action)).toBe('tel:+61491570156')
    expect(navigation.mobile.ctas.map((cta) => cta.label)).toEqual(['Chat Now', 'Get Started'])
    expect(hrefs(navigation.mobile.ctas)).toEqual([undefined, site.external.booking])
  })

  it('puts pricing, the blog and the contact form at the top of the phone menu', () => {
    expect(navigation.mobile.links.map((link) => link.label)).toEqual([
      'Pricing',
      'Blog',
      'Contact',
    ])
    expect(hrefs(navigation.mobile.links)).toEqual([
      '/ai-voice-agents-pricing',
      '/blog',
      '/#contact',
    ])
  })

  it("gives the phone's action bar the two actions: the voice chat and a call", () => {
    const { talk, call } = navigation.mobile.actionBar
    expect(talk).toEqual({ label: 'Talk To Agent', action: { type: 'voice-chat' } })
    expect(hrefOf(call.action)).toBe('tel:+61491570156')
  })

  it('links the footer to the five pages of the shell', () => {
    expect(hrefs(navigation.footer.links.links)).toEqual([
      '/ai-voice-agents-pricing',
      '/automate-to-dominate',
      site.founder.path,
      '/privacy-policy',
      '/blog',
    ])
  })
})
