import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { colour, type ThemeColours } from './theme.ts'

/** What a card shows (the shape `@org/content` gives each page's `social.card`). */
export interface CardContent {
  src: string
  eyebrow: string
  headline: string
}

/** Everything besides the words that decides how a card looks. */
export interface CardStyle {
  theme: ThemeColours
  /** The brand mark as an SVG file. */
  markSvg: string
  /** The typeface, as WOFF/TTF/OTF files by weight (satori reads no WOFF2). */
  font: { family: string; files: Readonly<Record<500 | 700 | 800, Buffer>> }
  /** The site's name and host name, printed in the footer. */
  brand: string
  host: string
}

export const cardSize = { width: 1200, height: 630 } as const

type Node = { type: string; props: Record<string, unknown> }
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})
const img = (svg: string, width: number, height: number, style: Record<string, unknown>): Node => ({
  type: 'img',
  props: { src: dataUri(svg), width, height, style: { width, height, ...style } },
})
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/** Big for short titles, smaller as they grow, so every headline fits in two or three lines. */
export function headlineSize(headline: string): number {
  if (headline.length <= 20) return 88
  if (headline.length <= 32) return 76
  return 66
}

/** Rings of sound around the mark: the kookaburra's laugh, and the voice the company sells. */
function ringsSvg(theme: ThemeColours): string {
  const gold = colour(theme, 'accent')
  const rings = [138, 196, 254]
    .map(
      (r, i) =>
        `<circle cx="330" cy="315" r="${r}" fill="none" stroke="${gold}" stroke-width="${10 - i * 3}" stroke-opacity="${(0.6 - i * 0.18).toFixed(2)}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="630" viewBox="0 0 560 630"><circle cx="330" cy="315" r="138" fill="${gold}" fill-opacity=".1"/>${rings}</svg>`
}

/** The card as a satori element tree. */
function cardTree(card: CardContent, style: CardStyle): Node {
  const { theme } = style
  const cream = colour(theme, 'surface')
  const gold = colour(theme, 'accent')
  const mint = colour(theme, 'primary-soft')
  return h(
    'div',
    {
      width: cardSize.width,
      height: cardSize.height,
      display: 'flex',
      position: 'relative',
      fontFamily: style.font.family,
      color: cream,
      backgroundColor: colour(theme, 'primary'),
      backgroundImage: `linear-gradient(135deg, ${colour(theme, 'primary')} 0%, ${colour(theme, 'primary-hover')} 60%, ${colour(theme, 'ink')} 140%)`,
    },
    img(ringsSvg(theme), 560, 630, { position: 'absolute', right: 0, top: 0 }),
    img(style.markSvg, 184, 184, {
      position: 'absolute',
      left: 1200 - 560 + 330 - 92,
      top: 315 - 92,
    }),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // Satori sizes boxes without their padding, so the column's margins frame it instead.
        width: 740,
        height: cardSize.height - 64 - 56,
        margin: '64px 0 56px 80px',
      },
      h(
        'div',
        { display: 'flex' },
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            padding: '10px 24px',
            borderRadius: 999,
            border: `2px solid ${gold}`,
            color: gold,
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 2.5,
            textTransform: 'uppercase',
          },
          card.eyebrow,
        ),
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column' },
        h('div', {
          width: 96,
          height: 8,
          borderRadius: 4,
          backgroundColor: gold,
          marginBottom: 32,
        }),
        h(
          'div',
          {
            display: 'flex',
            fontSize: headlineSize(card.headline),
            fontWeight: 800,
            lineHeight: 1.06,
            letterSpacing: -2,
          },
          card.headline,
        ),
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center' },
        img(style.markSvg, 64, 64, {}),
        h(
          'div',
          { display: 'flex', marginLeft: 20, fontSize: 32, fontWeight: 800, letterSpacing: -0.5 },
          style.brand,
        ),
        h(
          'div',
          { display: 'flex', marginLeft: 20, fontSize: 24, fontWeight: 500, color: mint },
          style.host,
        ),
      ),
    ),
  )
}

/** Draws one card as a 1200×630 PNG. */
export async function renderSocialCard(card: CardContent, style: CardStyle): Promise<Buffer> {
  const svg = await satori(cardTree(card, style) as never, {
    ...cardSize,
    fonts: ([500, 700, 800] as const).map((weight) => ({
      name: style.font.family,
      data: style.font.files[weight],
      weight,
      style: 'normal' as const,
    })),
  })
  return new Resvg(svg, { fitTo: { mode: 'width', value: cardSize.width } }).render().asPng()
}

const rendererSource = readFileSync(new URL(import.meta.url), 'utf8')

/**
 * The cache key of a card: a hash over its words, its style and this renderer's own source, so
 * changing any of them redraws it and nothing else does.
 */
export function cardCacheKey(card: CardContent, style: CardStyle): string {
  const hash = createHash('sha256')
  hash.update(rendererSource)
  hash.update(
    JSON.stringify([card, style.theme, style.font.family, style.brand, style.host, style.markSvg]),
  )
  for (const file of Object.values(style.font.files)) hash.update(file)
  return hash.digest('hex').slice(0, 32)
}
