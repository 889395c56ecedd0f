import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { icoFromPngs } from './ico.ts'
import { pngSize } from './png.ts'

const png = (width: number, height: number) =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)
    .render()
    .asPng()

describe('image files', () => {
  it('reads a PNG’s size from its header', () => {
    expect(pngSize(png(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(() => pngSize(Buffer.from('<svg/>'))).toThrow('Not a PNG file')
  })

  it('packs PNGs into an icon file with one directory entry per size', () => {
    const images = [png(16, 16), png(32, 32), png(256, 256)]
    const ico = icoFromPngs(images)
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBe(3)
    expect([ico.readUInt8(6), ico.readUInt8(22), ico.readUInt8(38)]).toEqual([16, 32, 0])
    const offset = ico.readUInt32LE(6 + 16 + 12)
    expect(pngSize(ico.subarray(offset))).toEqual({ width: 32, height: 32 })
    expect(() => icoFromPngs([])).toThrow('at least one image')
  })
})
