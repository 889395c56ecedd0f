import { describe, expect, it } from 'vitest'
import { connectTargets, parsePolicy, scriptHashSource } from './csp.ts'
import { servedPath, siteHeaderRules } from './security-headers.ts'

const pages = [
  { path: '/', inlineScripts: ['home()'] },
  { path: '/voiceagent-onboarding', inlineScripts: ['onboarding()'] },
  { path: '404', inlineScripts: ['notFound()'] },
]
const rules = siteHeaderRules({ pages, connect: connectTargets({}) })
/** The policy a rule sets; what the host then sends is checked in \`e2e/headers.spec.ts\`. */
const policyOf = (pattern: string) =>
  rules
    .find((rule) => rule.pattern === pattern)
    ?.set.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
const scriptSrc = (pattern: string) => parsePolicy(policyOf(pattern)).get('script-src') ?? []

describe('the site headers', () => {
  it('gives each page a policy that allows its own scripts and no foreign widget origin', () => {
    // Every page may run the human check (the local signer's Turnstile stand-in here).
    expect(scriptSrc('/')).toEqual(["'self'", scriptHashSource('home()'), 'http://127.0.0.1:8787'])
    // The onboarding widget is served from the site's own origin: nothing more than any page.
    expect(scriptSrc('/voiceagent-onboarding')).toEqual([
      "'self'",
      scriptHashSource('onboarding()'),
      'http://127.0.0.1:8787',
    ])
    expect(policyOf('/*')).toContain(scriptHashSource('notFound()'))
  })

  it('maps prerendered files to the paths they are served at', () => {
    expect(servedPath('index.html')).toBe('/')
    expect(servedPath('about/index.html')).toBe('/about')
    expect(servedPath('blog/voice-ai-revolution/index.html')).toBe('/blog/voice-ai-revolution')
    expect(servedPath('404.html')).toBe('404')
    expect(servedPath('__spa-fallback.html')).toBe('/__spa-fallback')
  })

  it('caches the versioned widget folder like the fingerprinted assets', () => {
    const widget = rules.find((rule) => rule.pattern === '/widget/*')
    const assets = rules.find((rule) => rule.pattern === '/assets/*')
    expect(widget?.set).toEqual(assets?.set)
  })

  it('refuses a build without a 404 page', () => {
    expect(() =>
      siteHeaderRules({ pages: pages.slice(0, 1), connect: connectTargets({}) }),
    ).toThrow('no 404.html')
  })
})
