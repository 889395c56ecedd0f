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
    // A bound on a hang, not a verdict on speed: the report comes once the limit has passed.
    await expect
      .poll(() => test.info().attachments.find((each) => each.name === 'stall report')?.body, {
        timeout: 60_000,
      })
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

test('a watch that has stopped reports nothing, however long the page then stalls', async ({
  playwright,
}) => {
  const browser = await playwright.chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage()
    await page.setContent('<script>function spinForever() { for (;;) {} }</script>')
    const stall = await watchForStall(page, 'The stopped watch', { quietLimitMs: 1_000 })
    stall.stop()
    await page.evaluate('setTimeout(spinForever, 0)')
    // Several of the watch's rounds would have passed the limit, had it still been watching; a
    // slower machine only makes a report less likely, never more.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(test.info().attachments.filter((each) => each.name === 'stall report')).toEqual([])
  } finally {
    await browser.close()
  }
})
