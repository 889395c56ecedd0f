import { hrefOf, navigation, pageMeta, site } from '@org/content'
import { expect, test, waitForHydration } from './fixtures'

const { footer } = navigation

test('the footer carries the specified links, contact details, hours and social profiles', async ({
  page,
}) => {
  await page.goto('/blog')
  const contentinfo = page.getByRole('contentinfo')
  for (const link of footer.links.links) {
    await expect(contentinfo.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      hrefOf(link.action) ?? '',
    )
  }
  // The five destinations of docs/routes.md#footer, whatever the labels say.
  const hrefs = await contentinfo
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/ai-voice-agents-pricing',
      '/automate-to-dominate',
      site.founder.path,
      '/privacy-policy',
      '/blog',
    ]),
  )
  await expect(contentinfo.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    site.phone.href,
  )
  await expect(contentinfo.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  await expect(contentinfo.getByText(site.hours.display)).toBeVisible()
  await expect(contentinfo.getByText(footer.copyright)).toBeVisible()
  for (const profile of site.social) {
    const link = contentinfo.locator(`a[href="${profile.href}"]`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(new RegExp(profile.network))
  }
})

test('a footer link navigates in the app and marks the current page', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  await link.click()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(page).toHaveTitle(pageMeta('/privacy-policy')?.title ?? '')
  await expect(link).toHaveAttribute('aria-current', 'page')
  expect(documents).toEqual(['/'])
})
