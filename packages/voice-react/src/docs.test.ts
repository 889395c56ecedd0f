/**
 * Every text of the voice chat's catalogue in the code appears word for word in the product's
 * message catalogue, `docs/messages.md`, so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MICROPHONE_ERROR_TEXT, SIGNED_URL_TEXT, VOICE_TEXT, voiceErrorMessage } from './messages'
import { voiceStatusLabel } from './status-label'

const catalogue = readFileSync(new URL('../../../docs/messages.md', import.meta.url), 'utf8')

describe('docs/messages.md', () => {
  it.each([
    ...Object.values(VOICE_TEXT),
    ...Object.values(MICROPHONE_ERROR_TEXT),
    SIGNED_URL_TEXT.noData,
    SIGNED_URL_TEXT.noSignedUrl,
    // The run-time parts as the catalogue names them.
    SIGNED_URL_TEXT.failed('{reason}'),
    SIGNED_URL_TEXT.server('{error}', '{details}'),
    SIGNED_URL_TEXT.server('{error}'),
    // What the panel shows for each failure it words plainly.
    ...['Agent not found', 'Invalid API key', 'Failed to fetch'].map(voiceErrorMessage),
    voiceErrorMessage(undefined),
    // The status words.
    ...(['disconnected', 'connecting'] as const).map((status) =>
      voiceStatusLabel({ status, isSpeaking: false }),
    ),
    voiceStatusLabel({ status: 'connected', isSpeaking: false }),
    voiceStatusLabel({ status: 'connected', isSpeaking: true }),
  ])('holds "%s" word for word', (text) => {
    expect(catalogue).toContain(`\`${text}\``)
  })
})
