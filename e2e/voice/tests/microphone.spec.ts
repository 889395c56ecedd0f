import { echo, greeting } from '@org/voice-core/testing'
import { addProbe, expect, launchVoiceBrowser, test } from '../src/fixtures.ts'
import { toastTexts } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

type VoiceBrowserFixtures = {
  playwright: Parameters<typeof launchVoiceBrowser>[0]
  environment: Parameters<typeof launchVoiceBrowser>[1]['environment']
  signerPort: number
  agents: { port: number }
}

/**
 * A browser that asks for microphone permission instead of granting it (headless, it is
 * refused), and a context on the site with the probe in every page.
 */
async function refusingBrowser({
  playwright,
  environment,
  signerPort,
  agents,
}: VoiceBrowserFixtures) {
  const browser = await launchVoiceBrowser(playwright, {
    environment,
    signerPort,
    agentPort: agents.port,
    microphone: 'ask',
  })
  const context = await browser.newContext({ baseURL: environment.siteOrigin })
  await addProbe(context)
  return { browser, context }
}

const deniedText =
  "Microphone access is required for voice chat. Please click the microphone icon in your browser's address bar and allow access, then try again."

test('a refused microphone shows the denied text and disables Start, then and on the next visit', async ({
  playwright,
  environment,
  signerPort,
  agents,
}) => {
  const { browser, context } = await refusingBrowser({
    playwright,
    environment,
    signerPort,
    agents,
  })
  try {
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

test('a visitor whose microphone is refused types instead: a text chat with the agent, no audio', async ({
  playwright,
  environment,
  signerPort,
  agents,
}) => {
  await agents.script([greeting('Hello! Type to me.'), echo()])
  const { browser, context } = await refusingBrowser({
    playwright,
    environment,
    signerPort,
    agents,
  })
  try {
    const page = await context.newPage()
    const chat = new VoiceChat(page)
    await chat.open()
    await chat.start.click()
    await expect(chat.dialog.getByRole('alert')).toHaveText(deniedText)
    const requestsBefore = await page.evaluate(() => window.__voiceProbe.microphoneRequests.length)

    await chat.dialog.getByRole('button', { name: 'Type instead' }).click()
    const connection = await agents.nextConnection()
    const field = chat.dialog.getByRole('textbox', { name: 'Message to the assistant' })
    await expect(field).toBeFocused()
    await expect(chat.transcript).toContainText('Hello! Type to me.')

    await field.fill('Do you work weekends?')
    await field.press('Enter')
    await expect(field).toHaveValue('')
    await expect(chat.transcript).toContainText('You: Do you work weekends?')
    await expect(chat.transcript).toContainText('You wrote: Do you work weekends?')

    const received = connection.received
    expect(
      received.find((message) => message.type === 'conversation_initiation_client_data'),
    ).toMatchObject({ conversation_config_override: { conversation: { text_only: true } } })
    expect(received).toContainEqual(
      expect.objectContaining({ type: 'user_message', text: 'Do you work weekends?' }),
    )
    // No microphone was asked for again, none is open, and no audio went either way.
    expect(received.some((message) => typeof message.user_audio_chunk === 'string')).toBe(false)
    expect(await page.evaluate(() => window.__voiceProbe.microphoneRequests.length)).toBe(
      requestsBefore,
    )
    expect((await chat.devices()).liveTracks).toBe(0)

    await chat.endCall.click()
    await chat.expectNothingLeft()
  } finally {
    await browser.close()
  }
})
