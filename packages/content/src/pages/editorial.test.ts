import { describe, expect, it } from 'vitest'
import { programmeGuarantee } from '../constants/offers'
import { hrefOf } from '../links'
import { contentRecords } from '../records'
import { site } from '../site'
import { aboutPage } from './about'
import { founderPage } from './founder'
import { legalPage } from './legal'
import { articlePage, blogIndexPage, onboardingPage } from './shell'

describe('editorial pages', () => {
  it('validate against their schemas', () => {
    const names = [
      'aboutPage',
      'founderPage',
      'legalPage',
      'onboardingPage',
      'blogIndexPage',
      'articlePage',
    ]
    for (const record of contentRecords.filter((item) => names.includes(item.name))) {
      const result = record.schema.safeParse(record.data)
      expect(result.error?.issues ?? [], record.name).toEqual([])
    }
  })

  it('show the founder one portrait, on the about page and the profile alike', () => {
    expect(aboutPage.hero.portrait).toBe(founderPage.hero.portrait)
    expect(founderPage.hero.portrait.alt).toContain(site.founder.name)
    expect(founderPage.hero.portrait.src).toMatch(/^\/images\/.+\.svg$/)
  })

  it('count blog search results with both numbers filled in', () => {
    const shown = blogIndexPage.resultCount.replace('{count}', '3').replace('{total}', '13')
    expect(shown).toBe('3 of 13 articles')
  })

  it('name the onboarding widget by its configured title and offer the mailbox instead', () => {
    expect(onboardingPage.widgetLabel).toBe('Onboarding Chatbot')
    expect(onboardingPage.widgetUnavailable).toContain(site.email)
    expect(hrefOf(onboardingPage.email.action)).toBe(`mailto:${site.email}`)
  })

  it('put the programme guarantee and the GST rule in the terms', () => {
    const text = legalPage.terms.items.map((item) => item.text).join('\n')
    expect(text).toContain(programmeGuarantee)
    expect(text).toMatch(/include GST unless stated otherwise/)
    expect(legalPage.lastUpdated).toBe('2025-08-18')
  })

  it('give every legal anchor a unique id, so the table of contents leads to one place', () => {
    const ids = [
      ...legalPage.privacy.map((part) => part.id),
      ...legalPage.terms.items.map((item) => item.id),
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('label an article author by who wrote it', () => {
    expect(Object.keys(articlePage.authorRoles).sort()).toEqual(['founder', 'organisation'])
  })
})
