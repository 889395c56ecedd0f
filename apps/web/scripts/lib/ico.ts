import { pngSize } from './png.ts'

/**
 * A Windows icon file holding the given PNG images (one per size). Every browser and Windows
 * since Vista read PNG-compressed entries, so no bitmap conversion is needed.
 */
export function icoFromPngs(pngs: readonly Uint8Array[]): Buffer {
  if (pngs.length === 0) throw new Error('An icon file needs at least one image.')
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // type 1: icon
  header.writeUInt16LE(pngs.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + 16 * pngs.length
  for (const png of pngs) {
    const { width, height } = pngSize(png)
    if (width > 256 || height > 256) throw new Error(`Icon images stop at 256 px, not ${width}.`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(width === 256 ? 0 : width, 0) // 0 means 256
    entry.writeUInt8(height === 256 ? 0 : height, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.byteLength, 8)
    entry.writeUInt32LE(offset, 12)
    entries.push(entry)
    offset += png.byteLength
  }
  return Buffer.concat([header, ...entries, ...pngs])
}
