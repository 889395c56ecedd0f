import { describe, expect, it } from 'vitest'
import { contactRetention, retentionPeriod } from '../constants/retention'
import { site } from '../site'
import { homeLazy } from './home-lazy'
import { legalPage } from './legal'

const policy = legalPage.privacy.flatMap((section) => section.paragraphs).join('\n')

describe('the privacy policy says what the system does', () => {
  it('states the retention periods the signer deletes by, read from one place', () => {
    expect(retentionPeriod(365)).toBe('12 months')
    expect(retentionPeriod(30)).toBe('30 days')
    expect(policy).toContain(
      `deleted automatically ${retentionPeriod(contactRetention.days)} after they arrive`,
    )
    expect(policy).toContain(`spam after ${retentionPeriod(contactRetention.spamDays)}`)
    expect(homeLazy.contact.privacy).toContain(retentionPeriod(contactRetention.days))
  })

  it('names who handles the data: host and database, queue, email, voice', () => {
    for (const name of [
      'Cloudflare hosts',
      'Cloudflare D1',
      'Cloudflare Queues',
      'Cloudflare Email Routing',
      'ElevenLabs',
      site.leads.inbox,
      'outside Australia',
    ]) {
      expect(policy).toContain(name)
    }
  })

  it('says what the logs keep, how to ask for access, correction and deletion', () => {
    expect(policy).toMatch(/does not log the requests/)
    expect(policy).toContain(`emailing ${site.email}`)
    expect(policy).toMatch(/copy of everything you sent.*correct it.*delete it/s)
    expect(legalPage.privacy.map((section) => section.id)).toEqual(
      expect.arrayContaining(['what-we-collect', 'sharing', 'how-long', 'logs', 'your-rights']),
    )
  })

  it('is linked from the contact form notice', () => {
    expect(homeLazy.contact.privacy).toMatch(/\[privacy policy\]\(\/privacy-policy\)/)
  })
})
