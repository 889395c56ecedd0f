import { addProbe, expect, launchVoiceBrowser, test } from '../src/fixtures.ts'
import { toastTexts } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

const deniedText =
  "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again."

test('a refused microphone shows the denied text and disables Start, then and on the next visit', async ({
  playwright,
  environment,
  signerPort,
  agents,
}) => {
  // A browser that asks for permission instead of granting it; headless, it is refused.
  const browser = await launchVoiceBrowser(playwright, {
    environment,
    signerPort,
    agentPort: agents.port,
    microphone: 'ask',
  })
  try {
    const context = await browser.newContext({ baseURL: environment.siteOrigin })
    await addProbe(context)
    const errors: string[] = []
    context.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const signing: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) signing.push(request.url())
    })
    const connectionsBefore = agents.agent.connections.length
    const page = await context.newPage()
    const chat = new VoiceChat(page)
    await chat.open()
    await expect(chat.start).toBeEnabled()
    await chat.start.click()

    await expect(chat.dialog.getByRole('alert')).toHaveText(deniedText)
    await expect(chat.start).toBeDisabled()
    await expect(chat.status).toHaveText('Ready to connect')
    expect(toastTexts(await chat.trail())).toContain(
      "Microphone Access RequiredMicrophone access was denied. Please click the microphone icon in your browser's address bar and allow access.",
    )
    await chat.expectNothingLeft()

    // Next visit: the permission is blocked; the panel says so on opening, and Start stays off.
    await chat.open()
    await expect(chat.dialog.getByRole('alert')).toHaveText(deniedText)
    await expect(chat.start).toBeDisabled()
    await chat.start.click({ force: true })
    await expect(chat.status).toHaveText('Ready to connect')
    expect(await page.evaluate(() => window.__voiceProbe.microphoneRequests)).toEqual([])
    expect(signing).toEqual([])
    expect(agents.agent.connections).toHaveLength(connectionsBefore)
    await chat.expectNothingLeft()
    expect(errors).toEqual([])
  } finally {
    await browser.close()
  }
})
