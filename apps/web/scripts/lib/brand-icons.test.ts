import { describe, expect, it } from 'vitest'
import { brandIconFiles } from './brand-icons.ts'
import { pngSize } from './png.ts'

const markSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="#1d5e4b"/></svg>'
const files = brandIconFiles({
  markSvg,
  name: 'Kookaburra AI',
  shortName: 'Kookaburra AI',
  description: 'AI voice agents',
  themeColour: '#1d5e4b',
  backgroundColour: '#fbf8f3',
})
const png = (name: string) => {
  const data = files.get(name)
  if (!(data instanceof Buffer)) throw new Error(`${name} is not an image.`)
  return data
}

describe('the favicon set', () => {
  it('draws every icon at its size', () => {
    expect(pngSize(png('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 })
    expect(pngSize(png('icon-192.png'))).toEqual({ width: 192, height: 192 })
    expect(pngSize(png('icon-512.png'))).toEqual({ width: 512, height: 512 })
    expect(pngSize(png('icon-maskable-512.png'))).toEqual({ width: 512, height: 512 })
    expect(png('favicon.ico').readUInt16LE(4)).toBe(3)
    expect(files.get('favicon.svg')).toBe(markSvg)
  })

  it('names every icon in the web app manifest, with the theme colour', () => {
    const manifest = JSON.parse(String(files.get('site.webmanifest'))) as {
      name: string
      theme_color: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest.name).toBe('Kookaburra AI')
    expect(manifest.theme_color).toBe('#1d5e4b')
    for (const icon of manifest.icons) {
      const file = icon.src.slice(1)
      expect(files.has(file), file).toBe(true)
      const { width, height } = pngSize(png(file))
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
  })
})
