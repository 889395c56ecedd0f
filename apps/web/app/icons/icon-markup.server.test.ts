import { articleByPath, blogCards } from '@org/content'
import { describe, expect, it } from 'vitest'
import { iconMarkup, iconsIn, withIcons } from './icon-markup.server'

describe('iconsIn', () => {
  it('finds every icon named under an `icon` key, at any depth, once each', () => {
    const data = {
      hero: { icon: 'Mic' },
      cards: [{ icon: 'Bot', items: [{ icon: 'Mic' }] }, { title: 'no icon' }],
      label: 'icon',
    }
    expect([...iconsIn(data)]).toEqual(['Mic', 'Bot'])
  })

  it('stops the build at a name that is not one of the site icons', () => {
    expect(() => iconsIn({ cards: [{ icon: 'Microphone' }] })).toThrow(
      '"Microphone" is not one of the site\'s icons',
    )
  })
})

describe('iconMarkup', () => {
  it("keeps what lucide draws inside the svg, so the page's element sets size and colour", () => {
    const { Mic } = iconMarkup(['Mic'])
    expect(Mic).toMatch(/^<path d="[^"]+"><\/path>/)
    expect(Mic).not.toContain('<svg')
    expect(Mic).not.toContain('</svg>')
  })
})

describe('withIcons', () => {
  it('adds the drawings of exactly the icons in the data: an article and its blog card', () => {
    const article = articleByPath('/blog/google-agentic-ai-update')
    if (!article) throw new Error('article missing')
    const data = withIcons({ page: article })
    expect(data.page).toBe(article)
    expect(Object.keys(data.icons)).toEqual(['Brain', 'Eye', 'Globe', 'RefreshCw', 'Target'])
  })

  it('adds the icons the layout draws itself, and every card icon of the blog', () => {
    expect(Object.keys(withIcons({}, ['Lightbulb']).icons)).toEqual(['Lightbulb'])
    const names = new Set(blogCards.map((card) => card.icon))
    expect(Object.keys(withIcons({ cards: blogCards }).icons).sort()).toEqual([...names].sort())
  })
})
