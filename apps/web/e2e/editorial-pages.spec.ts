import { aboutPage, formatDate, founderPage, hrefOf, legalPage, site } from '@org/content'
import { horizontalOverflow } from './audit-page'
import { expectExternalLinksSafe, expectNewTabLink } from './editorial-helpers'
import { expect, test, waitForHydration } from './fixtures'

test('about: hero, three credentials, philosophy and the way to the contact form', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/about')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(aboutPage.hero.heading)
  const portrait = main.getByRole('img', { name: aboutPage.hero.portrait.alt })
  await expect(portrait).toHaveAttribute('width', String(aboutPage.hero.portrait.width))
  await expect(portrait).toHaveAttribute('height', String(aboutPage.hero.portrait.height))

  const credentials = main.getByRole('region', { name: aboutPage.credentialsHeading })
  await expect(credentials.getByRole('heading', { level: 3 })).toHaveText(
    aboutPage.credentials.map((card) => card.title),
  )
  const philosophy = main.getByRole('region', { name: aboutPage.philosophy.heading })
  for (const principle of aboutPage.philosophy.principles) {
    await expect(philosophy).toContainText(principle.title)
  }
  const contact = main.getByRole('link', { name: aboutPage.cta.label })
  await expect(contact.first()).toHaveAttribute('href', '/#contact')
  await contact.first().click()
  await expect(page).toHaveURL('/#contact')
  expect(consoleErrors.messages).toEqual([])
})

test('founder: book and connect in new tabs, about, six areas, recognition and stories', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(site.founder.path)
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(founderPage.hero.name)
  await expectNewTabLink(main, founderPage.hero.book.label, site.external.booking)
  await expectNewTabLink(main, founderPage.hero.connect.label, site.external.founderProfile)
  await expectNewTabLink(main, founderPage.website.label, site.external.founderSite)
  await expect(main.getByRole('img', { name: founderPage.hero.portrait.alt })).toBeVisible()

  await expect(
    main.getByRole('heading', { level: 2, name: founderPage.about.heading }),
  ).toBeVisible()
  await expect(main.getByRole('link', { name: 'Read the full story' })).toHaveAttribute(
    'href',
    '/about',
  )
  const expertise = main.getByRole('region', { name: founderPage.expertise.heading })
  await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(
    founderPage.expertise.items.map((item) => item.title),
  )
  const recognition = main.getByRole('region', { name: founderPage.recognition.heading })
  await expect(recognition.getByRole('listitem')).toHaveText(founderPage.recognition.items)
  const stories = main.getByRole('region', { name: founderPage.stories.heading })
  for (const story of founderPage.stories.items) {
    await expect(stories).toContainText(story.business)
    await expect(stories).toContainText(story.challenge)
    await expect(stories).toContainText(story.result)
  }
  await expectExternalLinksSafe(main)
  expect(consoleErrors.messages).toEqual([])
})

test('privacy and terms: last updated, contents that lead to each part, terms, contact', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/privacy-policy')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(legalPage.heading)
  await expect(main.locator('time')).toHaveText(formatDate(legalPage.lastUpdated))
  await expect(main.locator('time')).toHaveText('18 August 2025')

  const contents = main.getByRole('navigation', { name: legalPage.contentsHeading })
  const clauses = [
    ...legalPage.privacy.map((part) => ({ id: part.id, heading: part.heading })),
    ...legalPage.terms.items.map((item) => ({ id: item.id, heading: item.title })),
  ]
  for (const clause of clauses) {
    await expect(contents.getByRole('link', { name: clause.heading })).toHaveAttribute(
      'href',
      `#${clause.id}`,
    )
    await expect(main.locator(`h3#${clause.id}`)).toHaveText(clause.heading)
  }
  for (const part of legalPage.privacy) {
    for (const paragraph of part.paragraphs) await expect(main).toContainText(paragraph)
  }
  for (const item of legalPage.terms.items) await expect(main).toContainText(item.text)

  // The contents link scrolls the clause into view and the address names it.
  const last = legalPage.terms.items.at(-1)
  if (!last) throw new Error('no terms')
  await contents.getByRole('link', { name: last.title }).click()
  await expect(page).toHaveURL(`/privacy-policy#${last.id}`)
  await expect(main.locator(`h3#${last.id}`)).toBeInViewport()

  await expect(main.getByRole('link', { name: legalPage.contact.email.label })).toHaveAttribute(
    'href',
    hrefOf(legalPage.contact.email.action) ?? '',
  )
  await expect(main.getByRole('link', { name: legalPage.contact.call.label })).toHaveAttribute(
    'href',
    site.phone.href,
  )
  expect(consoleErrors.messages).toEqual([])
})

for (const path of ['/about', site.founder.path, '/privacy-policy', '/voiceagent-onboarding']) {
  test(`${path} fits a 360 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(path)
    await waitForHydration(page)
    expect((await horizontalOverflow(page)).extraWidth).toBeLessThanOrEqual(0)
  })
}
