/** An sRGB colour as three channels from 0 to 255. */
export type Rgb = readonly [red: number, green: number, blue: number]

/** The WCAG 2.2 AA minimum for body text (1.4.3) and for large text and UI parts (1.4.11). */
export const AA_TEXT = 4.5
/** The WCAG 2.2 AA minimum for large text (24 px, or 18.66 px bold) and non-text contrast. */
export const AA_LARGE = 3

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i
const RGB_FUNCTION = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/i

/**
 * Reads a colour written as `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)` (what
 * `getComputedStyle` returns). Throws on anything else, naming the value, so a typo in a token
 * fails loudly instead of passing a contrast check by accident.
 */
export function parseColour(value: string): Rgb {
  const text = value.trim()
  const hex = HEX.exec(text)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    return [0, 2, 4].map((start) =>
      Number.parseInt(full.slice(start, start + 2), 16),
    ) as unknown as Rgb
  }
  const fn = RGB_FUNCTION.exec(text)
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])]
  throw new Error(`Not a colour this helper can read: "${value}". Use #rrggbb, #rgb or rgb(r g b).`)
}

/** Relative luminance of an sRGB colour, as WCAG 2.2 defines it (0 for black, 1 for white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/**
 * The WCAG contrast ratio of two colours, from 1 (identical) to 21 (black on white). Order does
 * not matter.
 *
 * @example contrastRatio('#ffffff', '#1d5e4b') // ≈ 7.6
 */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(parseColour(foreground))
  const b = relativeLuminance(parseColour(background))
  const [light, dark] = a > b ? [a, b] : [b, a]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Rounds a ratio down to one decimal place, the way it is quoted (`7.6:1`). Rounding down keeps
 * a quoted 4.5 from hiding a real 4.49.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
}
