import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, { c: true, d: false }, ['e'])).toBe('a c e')
  })

  it('lets a later Tailwind utility override an earlier one of the same property', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-2', 'bg-accent')).toBe('py-2 px-2 bg-accent')
  })
})
