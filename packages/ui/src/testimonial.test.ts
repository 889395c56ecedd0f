import { describe, expect, it } from 'vitest'
import { initialsOf } from './testimonial'

describe('initialsOf', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initialsOf('Sam Nguyen')).toBe('SN')
    expect(initialsOf('priya shah')).toBe('PS')
    expect(initialsOf('Mary Anne de Vries')).toBe('MA')
  })

  it('copes with one word and stray spaces', () => {
    expect(initialsOf('  Jordan  ')).toBe('J')
    expect(initialsOf('')).toBe('')
  })
})
