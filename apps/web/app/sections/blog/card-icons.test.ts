import { blogCards } from '@org/content'
import { expect, it } from 'vitest'
import { cardIcons } from './card-icons'

it('has an icon for every icon the blog cards name', () => {
  const missing = blogCards.map((card) => card.icon).filter((name) => !(name in cardIcons))
  expect(missing).toEqual([])
})
