import { describe, expect, it } from 'vitest'
import { claims } from '../constants/claims'
import { coachingProgramme, programmeTimeline } from '../constants/offers'
import { homeLazySchema } from '../schemas/home'
import { homeLazy } from './home-lazy'

describe('home page lazy sections', () => {
  it('labels every speaker of the demo call', () => {
    const speakers = new Set(homeLazy.demo.transcript.map((turn) => turn.speaker))
    expect([...speakers].sort()).toEqual(['agent', 'caller'])
    for (const speaker of speakers) expect(homeLazy.demo.speakers[speaker]).not.toBe('')
  })

  it('names the programme its image shows, with its length from the offer', () => {
    const { eyebrow, heading } = homeLazy.coachingImage
    expect(eyebrow).toBe(coachingProgramme.name)
    expect(heading).toContain(`${programmeTimeline.weeks} weeks`)
  })

  it('reads star ratings out on the scale the site rates on', () => {
    expect(homeLazy.testimonials.ratingScale).toBe(`out of ${claims.rating.best}`)
    for (const item of homeLazy.testimonials.items) {
      expect(item.rating).toBeLessThanOrEqual(claims.rating.best)
    }
  })

  it('offers the voice chat for questions the FAQ does not answer', () => {
    expect(homeLazy.faq.cta.action).toEqual({ type: 'voice-chat' })
  })

  it('matches its schema', () => {
    expect(homeLazySchema.safeParse(homeLazy).success).toBe(true)
  })
})
