import type { PageKind } from '../routes'
import { site } from '../site'

/**
 * The size of every share image. Facebook, LinkedIn and X show a PNG of this size in full; none
 * of them shows an SVG, so the site's build draws one PNG per route.
 */
export const socialCardSize = { width: 1200, height: 630 } as const

/** The small line above a card's headline, by the kind of page it shares. */
export const socialCardEyebrows: Readonly<Record<PageKind, string>> = {
  home: 'AI for Australian small business',
  'get-started': 'Get started',
  about: 'About us',
  'blog-index': 'Blog',
  article: 'Blog',
  course: 'Course',
  'voice-pricing': 'Pricing',
  'agent-pricing': 'Pricing',
  training: 'Training',
  coaching: 'Coaching programme',
  founder: 'Founder',
  onboarding: 'Onboarding',
  legal: 'Legal',
}

/** What a page's share image shows; the site's build draws it with the brand as a PNG. */
export interface SocialCard {
  /** Where the PNG is served from the site root: `/social/home.png`. */
  src: string
  /** The small line above the headline: the kind of page, or `Blog · Voice AI` for an article. */
  eyebrow: string
  /** The page's short title, without the company tag. */
  headline: string
}

const pagePath = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

/**
 * The address of a page's share image, from the site root: the path's segments joined by
 * hyphens, and `home` for the home page.
 *
 * @example
 * socialCardPath('/') // '/social/home.png'
 * socialCardPath('/blog/voice-ai-revolution') // '/social/blog-voice-ai-revolution.png'
 */
export function socialCardPath(path: string): string {
  if (!pagePath.test(path)) {
    throw new RangeError(
      `A social card needs a page path such as /about or /blog/my-article, not "${path}".`,
    )
  }
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
  return `/social/${name}.png`
}

/** A page's share card from its path, its kind (or an article's category) and short title. */
export function socialCard(path: string, eyebrow: string, headline: string): SocialCard {
  return { src: socialCardPath(path), eyebrow, headline }
}

/** A card's image as the social tags carry it: absolute URL, size and an alt text naming the page. */
export function socialCardImage(card: SocialCard): {
  url: string
  alt: string
  width: (typeof socialCardSize)['width']
  height: (typeof socialCardSize)['height']
} {
  return {
    url: `${site.origin}${card.src}`,
    alt: `${card.headline}, ${site.brand}`,
    ...socialCardSize,
  }
}
