import { articles } from '@org/content'
import { expect, it } from 'vitest'
import { blockIcons } from './block-icons'

it('has an icon for every icon the articles name', () => {
  const named = articles.flatMap((article) =>
    article.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.type === 'cards' ? block.items.flatMap((item) => item.icon ?? []) : [],
      ),
    ),
  )
  expect(named.length).toBeGreaterThan(0)
  expect(named.filter((name) => !(name in blockIcons))).toEqual([])
})
