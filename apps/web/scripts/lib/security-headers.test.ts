import { describe, expect, it } from 'vitest'
import { connectTargets, parsePolicy, scriptHashSource } from './csp.ts'
import { createHeadersMatcher, formatHeadersFile, parseHeadersFile } from './headers-file.ts'
import { servedPath, siteHeaderRules } from './security-headers.ts'

const pages = [
  { path: '/', inlineScripts: ['home()'] },
  { path: '/voiceagent-onboarding', inlineScripts: ['onboarding()'] },
  { path: '404', inlineScripts: ['notFound()'] },
]
const headersFor = createHeadersMatcher(
  parseHeadersFile(
    formatHeadersFile(
      siteHeaderRules({
        pages,
        connect: connectTargets({}),
        widgetScripts: { '/voiceagent-onboarding': 'https://widget.example/v1/widget.js' },
      }),
    ),
  ),
)
const scriptSrc = (path: string) =>
  parsePolicy(headersFor(path).get('content-security-policy') ?? '').get('script-src') ?? []

describe('the site headers', () => {
  it('serves each page with its own scripts allowed, and unknown paths with the 404 page’s', () => {
    expect(scriptSrc('/')).toEqual(["'self'", scriptHashSource('home()')])
    expect(scriptSrc('/no-such-page')).toEqual(["'self'", scriptHashSource('notFound()')])
    expect(scriptSrc('/voiceagent-onboarding')).toEqual([
      "'self'",
      scriptHashSource('onboarding()'),
      'https://widget.example',
    ])
  })

  it('sends the security headers everywhere and caches fingerprinted assets for a year', () => {
    const home = headersFor('/')
    expect(home.get('x-content-type-options')).toBe('nosniff')
    expect(home.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(home.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(home.get('strict-transport-security')).toMatch(/^max-age=\d{8}/)
    expect(home.get('permissions-policy')).toMatch(/(^|, )microphone=\(self\)/)
    expect(home.get('permissions-policy')).toMatch(/camera=\(\)/)
    expect(home.has('cache-control')).toBe(false)
    expect(headersFor('/assets/entry-abc.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('maps prerendered files to the paths they are served at', () => {
    expect(servedPath('index.html')).toBe('/')
    expect(servedPath('about/index.html')).toBe('/about')
    expect(servedPath('blog/voice-ai-revolution/index.html')).toBe('/blog/voice-ai-revolution')
    expect(servedPath('404.html')).toBe('404')
    expect(servedPath('__spa-fallback.html')).toBe('/__spa-fallback')
  })

  it('refuses a build without a 404 page or a widget for a page that does not exist', () => {
    expect(() =>
      siteHeaderRules({ pages: pages.slice(0, 1), connect: connectTargets({}) }),
    ).toThrow('no 404.html')
    expect(() =>
      siteHeaderRules({
        pages,
        connect: connectTargets({}),
        widgetScripts: { '/x': 'https://a.b/c.js' },
      }),
    ).toThrow('no page is built there')
  })
})
