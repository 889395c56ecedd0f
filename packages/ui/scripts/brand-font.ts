/**
 * Writes the typeface file the ui ships, `src/fonts/plus-jakarta-sans-latin-wght-normal.woff2`,
 * from Fontsource's Latin file of Plus Jakarta Sans: every character, glyph and OpenType feature
 * of that file, with its weight axis narrowed from 200-800 to the 400-800 the interface uses.
 * Every page preloads this file for its first paint, and the weights under 400 are a quarter of
 * its bytes. HarfBuzz's instancer (through `subset-font`) does the narrowing; within 400-800 the
 * outlines are those of the original file.
 *
 *   pnpm --filter @org/ui font
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { create, type Font } from 'fontkit'
import subsetFont from 'subset-font'

/** The weights the ui's type uses: regular (400) to extra bold (800). */
export const brandWeights = { min: 400, max: 800 } as const

/** The file the ui ships, by its path from this script. */
export const brandFontFile = fileURLToPath(
  new URL('../src/fonts/plus-jakarta-sans-latin-wght-normal.woff2', import.meta.url),
)

/** Fontsource's Latin variable file, the source the shipped file is made from. */
export function upstreamFontFile(): string {
  return createRequire(import.meta.url).resolve(
    '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  )
}

/** Reads a font file's tables (WOFF2, WOFF, TTF or OTF). */
export function readFont(bytes: Buffer): Font {
  const font = create(bytes)
  if (!('characterSet' in font)) throw new Error('Expected one font, found a collection.')
  return font
}

/**
 * The brand font from the upstream file: the same characters and features, the weight axis
 * limited to `brandWeights`, as WOFF2. The same input gives the same bytes.
 */
export async function brandFont(upstream: Buffer): Promise<Buffer> {
  const characters = String.fromCodePoint(...readFont(upstream).characterSet)
  return subsetFont(upstream, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: brandWeights },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstream = await readFile(upstreamFontFile())
  const font = await brandFont(upstream)
  await writeFile(brandFontFile, font)
  console.log(
    `Wrote ${relative(process.cwd(), brandFontFile)}: ${font.length} bytes, from ${upstream.length} (weights ${brandWeights.min}-${brandWeights.max}).`,
  )
}
