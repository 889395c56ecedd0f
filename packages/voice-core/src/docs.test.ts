/**
 * The engine's own texts (how a session ends or fails) appear word for word in the product's
 * message catalogue, `docs/messages.md`, so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { undefinedToolMessage } from './client-tools'
import { parseAudioFormat } from './dsp/format'
import {
  MICROPHONE_ENDED_MESSAGE,
  SERVER_CLOSE_MESSAGE,
  SOCKET_ERROR_MESSAGE,
  workletCspMessage,
  workletLoadMessage,
} from './errors'

const catalogue = readFileSync(new URL('../../../docs/messages.md', import.meta.url), 'utf8')

/** The message `parseAudioFormat` throws for a format. */
function formatError(format: string): string {
  try {
    parseAudioFormat(format)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${format} parsed without an error.`)
}

describe('docs/messages.md', () => {
  it.each([
    SOCKET_ERROR_MESSAGE,
    SERVER_CLOSE_MESSAGE,
    MICROPHONE_ENDED_MESSAGE,
    formatError('opus_16000'),
    formatError('pcm_fast'),
    // The run-time parts as the catalogue names them.
    workletLoadMessage('{name}'),
    workletCspMessage('{name}'),
    undefinedToolMessage('{name}'),
  ])('holds "%s" word for word', (text) => {
    expect(catalogue).toContain(`\`${text}\``)
  })
})
