import { describe, expect, it } from 'vitest'
import { gradientSchema } from './common'

describe('gradientSchema', () => {
  it.each([
    'from-primary to-primary-line',
    'from-accent to-accent-ink',
    'from-primary-line via-primary-tint to-accent',
  ])('accepts %s, in the palette', (gradient) => {
    expect(gradientSchema.parse(gradient)).toBe(gradient)
  })

  it.each([
    'from-emerald-500 to-teal-700',
    'from-primary to-sky-800',
    'from-primary',
    'bg-primary to-accent',
  ])('refuses %s, saying which colours it may use', (gradient) => {
    const result = gradientSchema.safeParse(gradient)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(
      'Gradients read from-… to-… in the palette: primary, primary-hover, primary-line, primary-tint, accent or accent-ink.',
    )
  })
})
