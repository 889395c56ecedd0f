import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The first family of the theme's `--font-sans`, without a `Variable` suffix. */
export function themeFontFamily(css: string): string {
  const stack = css.match(/--font-sans:\s*([^;]+);/)?.[1]
  const first = stack
    ?.split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '')
  if (!first) throw new Error('The ui theme sets no --font-sans.')
  return first.replace(/\s+Variable$/i, '')
}

/**
 * The ui's typeface, as satori can read it. The ui self-hosts the variable WOFF2 of its family;
 * satori reads only WOFF, TTF or OTF, so the cards use the same family's static
 * `@fontsource/<family>` files.
 */
export function uiCardFont(): { family: string; files: Record<500 | 700 | 800, Buffer> } {
  const family = themeFontFamily(readFileSync(require.resolve('@org/ui/styles.css'), 'utf8'))
  const slug = family.toLowerCase().replace(/\s+/g, '-')
  const file = (weight: number) => {
    const path = `@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff`
    try {
      return readFileSync(require.resolve(path))
    } catch {
      throw new Error(
        `The ui's typeface is ${family}; add @fontsource/${slug} to apps/web so the cards can use it (${path} is missing).`,
      )
    }
  }
  return { family, files: { 500: file(500), 700: file(700), 800: file(800) } }
}
