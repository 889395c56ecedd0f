import {
  agentPricingPage,
  coachingPage,
  coursePage,
  trainingPage,
  voicePricingPage,
} from '@org/content'
import { describe, expect, it } from 'vitest'
import { agentPricingIcons } from '../agent-pricing/icons'
import { coachingIcons } from '../coaching/icons'
import { courseIcons } from '../course/icons'
import { trainingIcons } from '../training/icons'
import { voicePricingIcons } from '../voice-pricing/icons'
import type { IconSet } from './content-icon'

/** Every `icon` field anywhere in a page record. */
function iconNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconNames)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, field]) =>
    key === 'icon' && typeof field === 'string' ? [field] : iconNames(field),
  )
}

const pages: [string, unknown, IconSet][] = [
  ['voice pricing', voicePricingPage, voicePricingIcons],
  ['AI agent pricing', agentPricingPage, agentPricingIcons],
  ['AI training', trainingPage, trainingIcons],
  ['coaching programme', coachingPage, coachingIcons],
  ['content course', coursePage, courseIcons],
]

describe('offer page icons', () => {
  it.each(pages)('the %s page has an icon for every icon its content names', (_, page, icons) => {
    const names = iconNames(page)
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => !(name in icons))).toEqual([])
  })
})
