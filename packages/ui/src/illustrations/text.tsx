import { createContext, useContext } from 'react'
import { drawingColours } from '../logo'

/** The weights an illustration's microcopy is set in. */
export type IllustrationWeight = 500 | 700 | 800

/** How a line of microcopy is placed: its size in canvas units, weight and anchor. */
export interface OutlineTextOptions {
  size: number
  weight: IllustrationWeight
  anchor: 'start' | 'middle' | 'end'
}

/**
 * A line of microcopy set as outlines: glyphs defined once elsewhere in the file (`id`), placed
 * along the line at `x` in units of 1/100 em, the run moved to its baseline and scaled to size.
 */
export interface OutlinedText {
  x: number
  y: number
  scale: number
  glyphs: ReadonlyArray<{ id: string; x: number }>
}

/**
 * Sets a line of microcopy as outlines, its baseline's anchor point at (`x`, `y`). An
 * illustration served as an `<img>` cannot reach the page's web font, so whoever renders it to a
 * file supplies this and the words are drawn in the same typeface.
 */
export type OutlineText = (
  text: string,
  x: number,
  y: number,
  options: OutlineTextOptions,
) => OutlinedText

/**
 * Supplies an {@link OutlineText} to every {@link IllustrationText} below it. Without one, the
 * microcopy is live `<text>` in the page's own font (Storybook, inline use).
 */
export const IllustrationOutline = createContext<OutlineText | null>(null)

/** Props of {@link IllustrationText}. */
export interface IllustrationTextProps {
  x: number
  y: number
  /** Font size in canvas units; 12 unless given. */
  size?: number
  weight?: IllustrationWeight
  fill?: string
  anchor?: OutlineTextOptions['anchor']
  children: string
}

/**
 * One line of an illustration's microcopy: the real words a visitor would see in the product,
 * never grey bars. Drawn as outlines when an {@link IllustrationOutline} is provided.
 *
 * @example <IllustrationText x={24} y={40} weight={700}>Missed call</IllustrationText>
 */
export function IllustrationText({
  x,
  y,
  size = 12,
  weight = 500,
  fill = drawingColours.ink,
  anchor = 'start',
  children,
}: IllustrationTextProps) {
  const outline = useContext(IllustrationOutline)
  if (outline) {
    const run = outline(children, x, y, { size, weight, anchor })
    return (
      <g fill={fill} transform={`translate(${run.x} ${run.y}) scale(${run.scale})`}>
        {run.glyphs.map((glyph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's glyphs never reorder
          <use key={index} href={`#${glyph.id}`} x={glyph.x} />
        ))}
      </g>
    )
  }
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      textAnchor={anchor}
      fontFamily="var(--font-sans, sans-serif)"
    >
      {children}
    </text>
  )
}
