import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CoachingTrackIllustration } from './coaching-track-illustration'
import { MissedCallIllustration } from './missed-call-illustration'
import { IllustrationOutline, type OutlineText } from './text'

describe('IllustrationText', () => {
  it('is live text in the page font inline, and outlines when a renderer supplies them', () => {
    const inline = renderToStaticMarkup(<MissedCallIllustration />)
    expect(inline).toMatch(/<text[^>]*>Missed call<\/text>/)
    expect(inline).not.toContain('<use')

    const lines: string[] = []
    const outline: OutlineText = (text, x, y, { size }) => {
      lines.push(text)
      return {
        x,
        y,
        scale: size / 100,
        glyphs: [...text].map((_, at) => ({ id: 'g', x: at * 60 })),
      }
    }
    const outlined = renderToStaticMarkup(
      <IllustrationOutline.Provider value={outline}>
        <MissedCallIllustration />
      </IllustrationOutline.Provider>,
    )
    expect(outlined).not.toContain('<text')
    expect(lines).toContain('Missed call')
    expect(outlined.match(/<use href="#g"/g)).toHaveLength(lines.join('').length)
  })
})

describe('CoachingTrackIllustration', () => {
  const render = (weeks: number) =>
    renderToStaticMarkup(<CoachingTrackIllustration weeks={weeks} />)

  it('draws its phases and its finish from the programme length', () => {
    const twelve = render(12)
    for (const phase of ['Weeks 1–4', 'Weeks 5–8', 'Weeks 9–12', 'Week 12 · Graduation']) {
      expect(twelve).toContain(phase)
    }
    const fifteen = render(15)
    expect(fifteen).toContain('Weeks 11–15')
    expect(fifteen).toContain('Week 15 · Graduation')
  })

  it('refuses a length it cannot split into three equal phases', () => {
    expect(() => render(10)).toThrow(/weeks must be a multiple of 3 from 6 to 16, not 10/)
  })
})
