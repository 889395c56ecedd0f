import { cn } from '@org/ui'
import { describe, expect, it } from 'vitest'
import { wordClassName } from './hero-highlight'

describe("the hero's highlighted word", () => {
  it('has a class list joined at load with nothing in it to merge', () => {
    expect(cn(wordClassName)).toBe(wordClassName)
  })
})
