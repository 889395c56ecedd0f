import { founderPage } from '@org/content'
import { expect, it } from 'vitest'
import { founderIcons } from './founder-icons'

it('has an icon for every area of expertise', () => {
  const names = founderPage.expertise.items.map((item) => item.icon)
  expect(names.filter((name) => !(name in founderIcons))).toEqual([])
})
