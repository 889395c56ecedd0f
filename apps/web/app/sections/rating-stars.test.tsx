import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RatingStars } from './rating-stars'

/** The stars of a rendered rating, each as filled (`true`) or unfilled (`false`). */
function stars(markup: string): boolean[] {
  return [...markup.matchAll(/<svg[^>]*class="([^"]*)"/g)].map(([, classes]) =>
    Boolean(classes?.includes('fill-accent')),
  )
}

describe('RatingStars', () => {
  it('draws the whole scale, filling as many stars as the rating', () => {
    expect(
      stars(renderToStaticMarkup(<RatingStars rating={4} label="4 out of 5 stars" />)),
    ).toEqual([true, true, true, true, false])
    expect(stars(renderToStaticMarkup(<RatingStars rating={2} best={3} label="2 of 3" />))).toEqual(
      [true, true, false],
    )
  })

  it('is one image with a spoken label, its stars hidden from screen readers', () => {
    const markup = renderToStaticMarkup(<RatingStars rating={5} label="Rated 5 out of 5" />)
    expect(markup).toMatch(/^<p role="img" aria-label="Rated 5 out of 5"/)
    expect(markup.match(/aria-hidden="true"/g)).toHaveLength(5)
  })
})
