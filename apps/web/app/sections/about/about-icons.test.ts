import { aboutPage } from '@org/content'
import { expect, it } from 'vitest'
import { aboutIcons } from './about-icons'

it('has an icon for every credential', () => {
  expect(
    aboutPage.credentials.map((card) => card.icon).filter((name) => !(name in aboutIcons)),
  ).toEqual([])
})
