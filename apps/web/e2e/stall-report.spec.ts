import { chromiumLaunchOptions } from '@org/tooling/chromium'
import { expect, test } from '@playwright/test'
import { watchForStall } from './stall-report'

test('a page whose script never yields is reported with its stack', async ({ playwright }) => {
  // A browser of its own: closing it ends the spinning page, which nothing else can stop.
  const browser = await playwright.chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage()
    await page.setContent(
      '<script>function spinForever() { for (;;) {} } function startSpinning() { setTimeout(spinForever, 50) }</script>',
    )
    const stall = await watchForStall(page, 'The spinning page', { quietLimitMs: 1_000 })
    await page.evaluate('startSpinning()')
    await expect
      .poll(() => test.info().attachments.find((each) => each.name === 'stall report')?.body)
      .toBeDefined()
    const report = String(
      test.info().attachments.find((each) => each.name === 'stall report')?.body,
    )
    expect(report).toContain('The spinning page: no progress for')
    expect(report).toContain('running a script')
    expect(report).toContain('at spinForever')
    stall.stop()
  } finally {
    await browser.close()
  }
})

test('a page that keeps making progress is never reported', async ({ page }) => {
  await page.setContent('<p>quiet</p>')
  const stall = await watchForStall(page, 'The busy page', { quietLimitMs: 1_000 })
  // Progress marked more often than the limit, through several of the watch's checks.
  for (let round = 0; round < 6; round += 1) {
    stall.progress()
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)))
  }
  stall.stop()
  expect(test.info().attachments.filter((each) => each.name === 'stall report')).toEqual([])
})
