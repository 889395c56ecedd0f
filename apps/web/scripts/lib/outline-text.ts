import type { OutlineText } from '@org/ui/illustrations'
import { create, type Font } from 'fontkit'

/** Glyph outlines are kept in whole units of 1/100 em: at the 14 px of a card title, 0.14 px. */
const unitsPerEm = 100
const round = (value: number) => Math.round(value * 10) / 10

/** Sets microcopy as outlines and collects the glyphs it used, to be defined once per file. */
export interface TextOutliner {
  outline: OutlineText
  /** The `<path>` of every glyph used so far, each with the id the placed glyphs refer to. */
  definitions(): string
}

/**
 * Draws microcopy as outlines of the ui's own typeface, one static font file per weight (fontkit
 * cannot instance the variable WOFF2 the site serves). Kerning comes from the font's own layout
 * tables, so the words read as the page sets them; each glyph is drawn once and reused.
 */
export function createTextOutliner(files: Record<500 | 700 | 800, Buffer>): TextOutliner {
  const fonts = new Map<number, Font>()
  const glyphs = new Map<string, string>()
  const font = (weight: 500 | 700 | 800) => {
    let found = fonts.get(weight)
    if (!found) {
      const created = create(files[weight])
      if (!('layout' in created)) throw new Error(`The ${weight} font file is a collection.`)
      found = created
      fonts.set(weight, found)
    }
    return found
  }
  const outline: OutlineText = (text, x, y, { size, weight, anchor }) => {
    const face = font(weight)
    const run = face.layout(text)
    const toUnits = unitsPerEm / face.unitsPerEm
    const width = run.advanceWidth * toUnits
    let pen = 0
    const placed: { id: string; x: number }[] = []
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]
      if (!position) return
      if (glyph.path.commands.length > 0) {
        // Short ids keep the many references small: the weight as a letter, the glyph in base 36.
        const id = `${weightLetter[weight]}${glyph.id.toString(36)}`
        if (!glyphs.has(id)) glyphs.set(id, pathData(glyph.path.commands, toUnits))
        placed.push({ id, x: Math.round(pen + position.xOffset * toUnits) })
      }
      pen += position.xAdvance * toUnits
    })
    const scale = size / unitsPerEm
    const shift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0
    return {
      x: round(x - shift * scale),
      y,
      scale: Math.round(scale * 10000) / 10000,
      glyphs: placed,
    }
  }
  return {
    outline,
    definitions: () => [...glyphs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join(''),
  }
}

const weightLetter = { 500: 'm', 700: 'b', 800: 'x' } as const

const letters: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
}

/**
 * A glyph's outline as compact path data: scaled to 1/100 em, flipped (fonts count y upwards),
 * in whole units and relative commands, which keeps a file of microcopy to a few kilobytes.
 */
function pathData(commands: ReadonlyArray<{ command: string; args: number[] }>, scale: number) {
  let current = [0, 0]
  let start = [0, 0]
  let previous = ''
  let data = ''
  for (const { command, args } of commands) {
    const letter = letters[command]
    if (!letter) throw new Error(`Unknown glyph path command ${command}.`)
    if (letter === 'Z') {
      current = start
      previous = 'z'
      data += 'z'
      continue
    }
    const points: number[] = []
    for (let at = 0; at < args.length; at += 2) {
      points.push(Math.round((args[at] ?? 0) * scale), Math.round(-(args[at + 1] ?? 0) * scale))
    }
    const [fromX = 0, fromY = 0] = current
    const relative = points.map((value, at) => value - (at % 2 === 0 ? fromX : fromY))
    current = points.slice(-2)
    if (letter === 'M') start = current
    const name = letter.toLowerCase()
    // A command repeated needs no letter of its own, only a separator before its numbers.
    if (name === previous && name !== 'm') {
      data += `${(relative[0] ?? 0) < 0 ? '' : ' '}${compact(relative)}`
    } else {
      data += `${name}${compact(relative)}`
    }
    previous = name
  }
  return data
}

/** Numbers joined as SVG path data allows: a minus sign separates as well as a space does. */
function compact(values: number[]): string {
  return values.reduce<string>(
    (joined, value, at) => (at === 0 || value < 0 ? `${joined}${value}` : `${joined} ${value}`),
    '',
  )
}
