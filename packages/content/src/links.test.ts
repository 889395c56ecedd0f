import { describe, expect, it } from 'vitest'
import { isInternalTarget, isKnownHref } from './link-targets'
import { collectHrefs, hrefOf, opensNewTab, richTextLinks, route } from './links'
import { actionSchema, richTextSchema } from './schemas/common'
import { site } from './site'

describe('isInternalTarget', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/#services', true],
    ['/#testimonials', true],
    ['/#contact', true],
    ['/blog?q=voice', true],
    ['/#pricing', false],
    ['/about/', false],
    ['/no-such-page', false],
  ])('%s → %s', (path, expected) => {
    expect(isInternalTarget(path)).toBe(expected)
  })

  it('is what the compiler accepts as a route: a misspelt path does not compile', () => {
    expect(route('/blog/voice-ai-revolution')).toEqual({
      type: 'route',
      path: '/blog/voice-ai-revolution',
    })
    expect(route('/#contact').type).toBe('route')
    // @ts-expect-error no page lives at /abuot
    expect(isInternalTarget(route('/abuot').type === 'route' ? '/abuot' : '')).toBe(false)
    // @ts-expect-error /#pricing is not one of the home page's anchors
    route('/#pricing')
  })
})

describe('hrefOf and opensNewTab', () => {
  it('resolves each kind of action', () => {
    expect(hrefOf({ type: 'route', path: '/blog' })).toBe('/blog')
    expect(hrefOf({ type: 'external', target: 'booking' })).toBe(site.external.booking)
    expect(hrefOf({ type: 'tel' })).toBe(site.phone.href)
    expect(hrefOf({ type: 'mailto' })).toBe(`mailto:${site.email}`)
    expect(hrefOf({ type: 'voice-chat' })).toBeUndefined()
  })

  it('opens only external targets in a new tab', () => {
    expect(opensNewTab({ type: 'external', target: 'calendar' })).toBe(true)
    expect(opensNewTab({ type: 'route', path: '/' })).toBe(false)
    expect(opensNewTab({ type: 'voice-chat' })).toBe(false)
  })
})

describe('rich text links', () => {
  it('extracts labels and hrefs in order', () => {
    expect(
      richTextLinks('See [pricing](/ai-voice-agents-pricing) or [book](https://x.test/a).'),
    ).toEqual([
      { label: 'pricing', href: '/ai-voice-agents-pricing' },
      { label: 'book', href: 'https://x.test/a' },
    ])
  })

  it('rejects text linking to an unknown page or address', () => {
    expect(richTextSchema.safeParse('Read [this](/nowhere).').success).toBe(false)
    expect(richTextSchema.safeParse('Read [this](https://elsewhere.test/).').success).toBe(false)
    expect(richTextSchema.safeParse(`Call [us](${site.phone.href}).`).success).toBe(true)
  })
})

describe('actionSchema', () => {
  it('rejects unknown routes and unconfigured targets with a clear message', () => {
    const route = actionSchema.safeParse({ type: 'route', path: '/pricing' })
    expect(route.success).toBe(false)
    expect(route.error?.issues[0]?.message).toMatch(/route or a home anchor/)
    expect(actionSchema.safeParse({ type: 'external', target: 'nowhere' }).success).toBe(false)
  })
})

describe('collectHrefs', () => {
  it('finds action, rich-text and bare links at any depth', () => {
    const hrefs = collectHrefs({
      a: [{ label: 'x', action: { type: 'external', target: 'quizAssistant' } }],
      b: { text: 'See [about](/about).', url: 'https://elsewhere.test/page' },
      c: { type: 'voice-chat' },
      d: { cta: { link: '/blog/voice-ai-revolution' }, related: ['/blog/nowhere'] },
    })
    expect(hrefs).toEqual([
      site.external.quizAssistant,
      '/about',
      'https://elsewhere.test/page',
      '/blog/voice-ai-revolution',
      '/blog/nowhere',
    ])
    expect(hrefs.filter((href) => !isKnownHref(href))).toEqual([
      'https://elsewhere.test/page',
      '/blog/nowhere',
    ])
  })
})
