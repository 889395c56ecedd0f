import { type ConnectTargets, contentSecurityPolicy, scriptHashSource } from './csp.ts'
import type { HeaderRule } from './headers-file.ts'

/**
 * Headers every response gets. The microphone is for this site only (the voice chat); every
 * other powerful feature is off.
 */
export const siteHeaders: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'microphone=(self), camera=(), geolocation=(), display-capture=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
]

/** Fingerprinted build files never change under the same name. */
export const immutableCache = 'public, max-age=31536000, immutable'

/** One prerendered HTML file of the build. */
export interface BuiltPage {
  /** The path it is served at (`/about`), or `404` for the not-found page. */
  path: string
  /** The code of its inline scripts. */
  inlineScripts: readonly string[]
}

/** The served path of a prerendered HTML file (`about/index.html` → `/about`), or `404`. */
export function servedPath(file: string): string {
  const clean = file.split('\\').join('/')
  if (clean === '404.html') return '404'
  if (clean === 'index.html') return '/'
  if (clean.endsWith('/index.html')) return `/${clean.slice(0, -'/index.html'.length)}`
  return `/${clean.replace(/\.html$/, '')}`
}

/** Inputs of the site's `_headers` rules. */
export interface HeaderRulesInput {
  pages: readonly BuiltPage[]
  connect: ConnectTargets
}

/**
 * The `_headers` rules: site-wide headers and the not-found page's policy on every path (unknown
 * paths get `404.html`), long caching for fingerprinted assets and the versioned widget, then each page's own policy
 * replacing the not-found one (`! Content-Security-Policy`), since each page's inline scripts
 * differ and one policy with every hash would pass Cloudflare's 2,000-character line limit.
 */
export function siteHeaderRules({ pages, connect }: HeaderRulesInput): HeaderRule[] {
  const policyOf = (page: BuiltPage) =>
    contentSecurityPolicy({ scriptHashes: page.inlineScripts.map(scriptHashSource), connect })
  const notFound = pages.find((page) => page.path === '404')
  if (!notFound) throw new Error('The build has no 404.html to answer unknown paths with.')
  return [
    {
      pattern: '/*',
      set: [...siteHeaders, ['Content-Security-Policy', policyOf(notFound)]],
    },
    { pattern: '/assets/*', set: [['Cache-Control', immutableCache]] },
    // The voice widget's folder is named after its script's digest (scripts/lib/voice-widget-files.ts).
    { pattern: '/widget/*', set: [['Cache-Control', immutableCache]] },
    ...pages
      .filter((page) => page !== notFound)
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => ({
        pattern: page.path,
        unset: ['Content-Security-Policy'],
        set: [['Content-Security-Policy', policyOf(page)] as const],
      })),
  ]
}
