import { greeting, initiation } from '@org/voice-core/testing'
import { expect, test } from '../src/fixtures.ts'
import { toastTexts } from '../src/statuses.ts'
import { VoiceChat, waitForHydration } from '../src/voice-page.ts'

const disconnected = 'DisconnectedThe voice chat has been ended.'

test('End Call says Disconnected and leaves no microphone, audio context or socket behind', async ({
  page,
  agents,
}) => {
  await agents.script([greeting()])
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.start.click()
  const connection = await agents.nextConnection()
  await expect(chat.endCall).toBeVisible()
  expect((await chat.devices()).liveTracks).toBe(1)
  const endedAt = await chat.now()
  await chat.endCall.click()

  await chat.waitForTrail('toast', disconnected, endedAt)
  await expect(chat.status).toHaveText('Ready to connect')
  await expect(chat.start).toBeEnabled()
  expect(await connection.closed).toEqual({ code: 1000, reason: 'User ended conversation' })
  await chat.expectNothingLeft()
})

test('twenty calls in a row leave nothing behind, and memory does not grow', async ({
  page,
  agents,
}) => {
  test.setTimeout(1_200_000)
  await agents.script([initiation()])
  const chat = new VoiceChat(page)
  await chat.open()
  const cdp = await page.context().newCDPSession(page)
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const heap: Record<number, number> = {}
  for (let cycle = 1; cycle <= 20; cycle++) {
    await chat.start.click()
    const connection = await agents.nextConnection()
    await expect(chat.endCall).toBeVisible()
    await chat.endCall.click()
    await expect(chat.start).toBeEnabled()
    await connection.closed
    await chat.expectNothingLeft()
    if (cycle === 5 || cycle === 20) heap[cycle] = await heapAfterGc()
  }
  const created = await chat.devices()
  // Every call opened its own socket and microphone, and closed them.
  expect(created.sockets.created).toBe(20)
  expect(agents.agent.connections).toHaveLength(20)
  expect(agents.agent.connections.every((connection) => !connection.isOpen)).toBe(true)
  test.info().annotations.push({
    type: 'heap',
    description: `after call 5: ${heap[5]} bytes; after call 20: ${heap[20]} bytes`,
  })
  expect(heap[20]).toBeLessThanOrEqual((heap[5] ?? 0) * 1.1)
})

test('closing the panel during a call ends the call', async ({ page, agents }) => {
  await agents.script([greeting()])
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.start.click()
  const connection = await agents.nextConnection()
  await expect(chat.endCall).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chat.dialog).toBeHidden()
  expect(await connection.closed).toEqual({ code: 1000, reason: 'User ended conversation' })
  await chat.expectNothingLeft()
  // Closing is not an End Call: no Disconnected toast.
  expect(toastTexts(await chat.trail())).not.toContain(disconnected)
})

test('going back to another page during a call ends the call', async ({ page, agents }) => {
  await agents.script([greeting()])
  const chat = new VoiceChat(page)
  await page.goto('/')
  await waitForHydration(page)
  // Into the blog inside the app, so Back is a route change without a page load.
  await page.locator('footer a[href="/blog"]').first().click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.getByRole('banner').getByRole('button', { name: 'Chat Now' }).click()
  await chat.start.click()
  const connection = await agents.nextConnection()
  await expect(chat.endCall).toBeVisible()
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads)
  expect(await connection.closed).toEqual({ code: 1000, reason: 'User ended conversation' })
  await chat.expectNothingLeft()
})
