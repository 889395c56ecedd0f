import { describe, expect, it } from 'vitest'
import { pricingRowLayout } from './pricing-row'

const plan = (name: string, popular = false) => ({ name, popular })

describe('pricingRowLayout', () => {
  it('puts three plans side by side from 768 px and raises the popular one there', () => {
    const layout = pricingRowLayout([plan('A'), plan('B', true), plan('C')])
    expect(layout.columns).toMatch(/^md:grid-cols-3 /)
    expect(layout.aligned).toContain('md:grid-rows-subgrid')
    expect(layout.raised).toBe('md:-translate-y-4')
  })

  it('puts four plans two by two, then four across from 1280 px, raised only there', () => {
    const layout = pricingRowLayout([plan('A'), plan('B', true), plan('C'), plan('D')])
    expect(layout.columns).toMatch(/^md:grid-cols-2 md:grid-rows-\[repeat\(2,/)
    expect(layout.columns).toContain('xl:grid-cols-4 xl:grid-rows-[auto_auto_1fr_auto]')
    // Two by two each pair of cards shares its tracks, as four across do.
    expect(layout.aligned).toContain('md:grid-rows-subgrid')
    expect(layout.raised).toBe('xl:-translate-y-4')
  })

  it('accepts a row without a popular plan', () => {
    expect(pricingRowLayout([plan('A'), plan('B'), plan('C')]).columns).toMatch(/^md:grid-cols-3/)
  })

  it.each([0, 1, 2, 5])('refuses %i plans with a message that says so', (count) => {
    const plans = Array.from({ length: count }, (_, index) => plan(`P${index}`))
    expect(() => pricingRowLayout(plans)).toThrow(
      `PricingRow shows 3 or 4 plans side by side; it was given ${count}.`,
    )
  })

  it('refuses more than one popular plan and names them', () => {
    expect(() =>
      pricingRowLayout([plan('Basic', true), plan('Growth', true), plan('Advanced')]),
    ).toThrow('PricingRow raises one most popular plan; 2 are marked: Basic, Growth.')
  })
})
