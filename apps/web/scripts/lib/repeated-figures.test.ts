import { describe, expect, it } from 'vitest'
import { parseDocument } from './html.ts'
import { figureCounts, mainText, repeatedFigures } from './repeated-figures.ts'

describe('mainText', () => {
  it('reads the main landmark only, skipping what is hidden or drawn', () => {
    const document = parseDocument(`<header>100+ in the header</header><main>
      <p>100+ businesses</p>
      <ul aria-hidden="true"><li>100+ again, the marquee copy</li></ul>
      <div hidden>100+ hidden</div>
      <svg><text>100+ drawn</text></svg>
      <script>"100+"</script>
      <span class="sr-only">98% heard</span>
    </main><footer>100+</footer>`)
    const text = mainText(document)
    expect(text).toContain('100+ businesses')
    expect(text).toContain('98% heard')
    expect(text.match(/100\+/g)).toHaveLength(1)
  })

  it('is empty without a main landmark', () => {
    expect(mainText(parseDocument('<p>100+</p>'))).toBe('')
  })
})

describe('figureCounts', () => {
  it('counts whole figures only', () => {
    const counts = figureCounts(
      'Up to 80%, or 60-80% on some jobs; 5x and 15x; 24/7 and 24/70; 4.9/5 and 4.9/50',
      ['80%', '5x', '24/7', '4.9/5', '98%'],
    )
    expect(Object.fromEntries(counts)).toEqual({
      '80%': 1,
      '5x': 1,
      '24/7': 1,
      '4.9/5': 1,
      '98%': 0,
    })
  })

  it('lists the figures that repeat', () => {
    expect(repeatedFigures('100+ clients. 100+ projects. 98% happy.', ['100+', '98%'])).toEqual([
      ['100+', 2],
    ])
  })
})
