import { Resvg } from '@resvg/resvg-js'
import { icoFromPngs } from './ico.ts'

/** A file the build writes, by its path under the site root. */
export type BuildFiles = Map<string, string | Buffer>

/** Rasterises an SVG at a square size, optionally on a solid background and with a margin. */
function rasterise(
  svg: string,
  size: number,
  options: { background?: string; inset?: number } = {},
) {
  const inset = options.inset ?? 0
  const inner = size - 2 * inset
  // The mark's bird rises from the tile's bottom edge, so a smaller mark sits on the bottom.
  const markTop = size - inner
  const sized = svg.replace(/\swidth="\d+"\sheight="\d+"/, ` width="${inner}" height="${inner}"`)
  const framed = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    options.background
      ? `<rect width="${size}" height="${size}" fill="${options.background}"/>`
      : ''
  }<image x="${inset}" y="${markTop}" width="${inner}" height="${inner}" href="data:image/svg+xml;base64,${Buffer.from(sized).toString('base64')}"/></svg>`
  return new Resvg(framed, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

/** What the icon set needs: the mark (an SVG file) and the brand's names and colours. */
export interface IconSetInput {
  markSvg: string
  name: string
  shortName: string
  description: string
  /** The browser UI colour (the primary green). */
  themeColour: string
  /** The splash-screen background (the page surface). */
  backgroundColour: string
}

/**
 * The favicon set and web app manifest: `favicon.svg`, `favicon.ico` (16, 32 and 48 px),
 * `apple-touch-icon.png` (180 px, opaque, as iOS wants), 192 and 512 px icons and a maskable
 * 512 px icon whose mark sits inside the safe zone, plus `site.webmanifest` naming them.
 */
export function brandIconFiles(input: IconSetInput): BuildFiles {
  const { markSvg, themeColour } = input
  const files: BuildFiles = new Map()
  files.set('favicon.svg', markSvg)
  files.set('favicon.ico', icoFromPngs([16, 32, 48].map((size) => rasterise(markSvg, size))))
  files.set('apple-touch-icon.png', rasterise(markSvg, 180, { background: themeColour }))
  files.set('icon-192.png', rasterise(markSvg, 192))
  files.set('icon-512.png', rasterise(markSvg, 512))
  // Maskable icons are cropped to a circle of 80% of their size; the mark stays inside it.
  files.set(
    'icon-maskable-512.png',
    rasterise(markSvg, 512, { background: themeColour, inset: 72 }),
  )
  const manifest = {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour,
    background_color: input.backgroundColour,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  files.set('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`)
  return files
}
