import { createSignature, greeting } from '@org/voice-core/testing'
import { addProbe, expect, launchVoiceBrowser, test } from '../src/fixtures.ts'
import type { VoiceServiceAnswer } from '../src/servers/fake-voice-service.ts'
import { freePort } from '../src/servers/ports.ts'
import { toastTexts } from '../src/statuses.ts'
import { VoiceChat } from '../src/voice-page.ts'

// The signer in front of a fake voice service (with an API key, out of demo mode).
test.use({ signerMode: 'voice-service' })

/** Signed URLs for the demo agent that expire `ttlSeconds` from now (in the past when negative). */
function signedUrls(agentOrigin: string, secret: string, ttlSeconds: number) {
  return (agentId: string) => {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds
    const url = new URL('/v1/convai/conversation', agentOrigin)
    url.searchParams.set('agent_id', agentId)
    url.searchParams.set('expires', String(expires))
    url.searchParams.set('signature', createSignature(secret, agentId, expires))
    return url.toString()
  }
}

const failures: { name: string; answer: VoiceServiceAnswer; shown: string; status?: number }[] = [
  {
    name: 'an agent the voice service does not know',
    answer: { kind: 'status', status: 404, detail: 'Agent not found' },
    shown: 'Voice agent configuration error. Please contact support.',
    status: 404,
  },
  {
    name: 'an API key the voice service rejects',
    answer: { kind: 'status', status: 401, detail: 'Invalid API key' },
    shown: 'Voice service configuration error. Please contact support.',
    status: 502,
  },
  {
    name: 'the voice service failing',
    answer: { kind: 'status', status: 503, detail: 'Service unavailable' },
    shown:
      'Server error: Voice service unavailable (The voice service answered with status 503. Please try again in a minute.)',
    status: 502,
  },
  {
    name: 'the voice service hanging',
    answer: { kind: 'hang' },
    shown:
      'Server error: Voice service timed out (The voice service did not answer within 5 seconds. Please try again.)',
    status: 504,
  },
  {
    name: 'the voice service answering garbage',
    answer: { kind: 'garbage' },
    shown:
      'Server error: No signed URL received from the voice service (The voice service answered without a usable signed_url.)',
    status: 502,
  },
]

for (const failure of failures) {
  test(`the visitor reads the catalogue's words for ${failure.name}`, async ({
    page,
    voiceService,
    consoleErrors,
  }) => {
    // The browser itself reports the signer's error status; the page logs nothing.
    consoleErrors.allow(new RegExp(`the server responded with a status of ${failure.status}`))
    voiceService?.fake.answer(failure.answer)
    const chat = new VoiceChat(page)
    await chat.open()
    await chat.start.click()
    await expect(chat.error).toHaveText(failure.shown)
    await expect(chat.status).toHaveText('Ready to connect')
    await expect(chat.start).toBeEnabled()
    expect(toastTexts(await chat.trail())).toContain(`Connection Failed${failure.shown}`)
    expect(voiceService?.fake.requests.at(-1)).toBe('demo-agent')
    await chat.expectNothingLeft()
  })
}

test('a signed URL that expired before the call reaches the agent shows the agent’s refusal', async ({
  page,
  agents,
  environment,
  voiceService,
}) => {
  await agents.script([greeting()])
  voiceService?.fake.answer({
    kind: 'signed-url',
    // Expired a minute ago, as a slow or replayed one would be.
    url: signedUrls(environment.builtAgentOrigin, environment.agentSecret, -60),
  })
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.start.click()
  const shown =
    'The connection was closed before the conversation started: Refused: the signed URL has expired'
  await expect(chat.error).toHaveText(shown)
  expect(toastTexts(await chat.trail())).toContain(`Connection Failed${shown}`)
  await expect(chat.start).toBeEnabled()
  await chat.expectNothingLeft()
})

test('a signed URL from the voice service starts the call', async ({
  page,
  agents,
  environment,
  voiceService,
}) => {
  await agents.script([greeting()])
  voiceService?.fake.answer({
    kind: 'signed-url',
    url: signedUrls(environment.builtAgentOrigin, environment.agentSecret, 600),
  })
  const chat = new VoiceChat(page)
  await chat.open()
  await chat.start.click()
  const connection = await agents.nextConnection()
  expect(connection.request.agentId).toBe('demo-agent')
  await expect(chat.endCall).toBeVisible()
  await chat.endCall.click()
  await connection.closed
})

test('with the network down the visitor reads the network error', async ({
  playwright,
  environment,
  agents,
}) => {
  // A browser whose route to the signer ends at a port nothing listens on.
  const browser = await launchVoiceBrowser(playwright, {
    environment,
    signerPort: await freePort(),
    agentPort: agents.port,
  })
  try {
    const context = await browser.newContext({ baseURL: environment.siteOrigin })
    await addProbe(context)
    const errors: string[] = []
    context.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const page = await context.newPage()
    const chat = new VoiceChat(page)
    await chat.open()
    await chat.start.click()
    const shown = 'Network error. Please check your connection and try again.'
    await expect(chat.error).toHaveText(shown)
    expect(toastTexts(await chat.trail())).toContain(`Connection Failed${shown}`)
    await expect(chat.start).toBeEnabled()
    await chat.expectNothingLeft()
    // Only the browser's own report of the refused connection.
    expect(errors.every((text) => text.includes('net::ERR_CONNECTION_REFUSED'))).toBe(true)
  } finally {
    await browser.close()
  }
})
