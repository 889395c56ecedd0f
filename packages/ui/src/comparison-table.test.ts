import { describe, expect, it } from 'vitest'
import { assertComparisonShape } from './comparison-table'

describe('assertComparisonShape', () => {
  it('accepts rows with one cell per column', () => {
    expect(() =>
      assertComparisonShape(
        ['Starter', 'Advanced'],
        [{ label: 'Dev hours', cells: [false, '24 hours'] }],
      ),
    ).not.toThrow()
  })

  it('names the row whose cells do not match the columns', () => {
    expect(() =>
      assertComparisonShape(['Starter', 'Advanced'], [{ label: 'Dev hours', cells: ['24 hours'] }]),
    ).toThrow(
      'ComparisonTable row "Dev hours" has 1 cells but there are 2 columns (Starter, Advanced).',
    )
  })
})
