import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The colours of the design system's theme, by token name without `--color-` (`primary`). */
export type ThemeColours = Readonly<Record<string, string>>

/** Reads every `--color-*: #hex` token from a Tailwind theme stylesheet. */
export function themeColours(css: string): ThemeColours {
  const colours: Record<string, string> = {}
  for (const match of css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    const [, name, value] = match
    if (name && value && !(name in colours)) colours[name] = value.toLowerCase()
  }
  return colours
}

/** The site's theme colours, read from `@org/ui`'s stylesheet so images follow the theme. */
export function uiThemeColours(): ThemeColours {
  const path = createRequire(import.meta.url).resolve('@org/ui/styles.css')
  return themeColours(readFileSync(path, 'utf8'))
}

/** One colour, or an error naming the missing token. */
export function colour(theme: ThemeColours, name: string): string {
  const value = theme[name]
  if (!value) throw new Error(`The ui theme has no --color-${name} token.`)
  return value
}
