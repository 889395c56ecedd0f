import type { Status } from '@org/voice-core'
import { describe, expect, it } from 'vitest'
import { voiceStatusLabel } from './status-label'

describe('voiceStatusLabel', () => {
  it.each<[Status, boolean, string]>([
    ['disconnected', false, 'Ready to connect'],
    ['connecting', false, 'Connecting...'],
    ['connected', false, 'Listening...'],
    ['connected', true, 'Speaking...'],
    ['disconnecting', true, 'Ready to connect'],
  ])('%s (speaking: %s) reads "%s"', (status, isSpeaking, label) => {
    expect(voiceStatusLabel({ status, isSpeaking })).toBe(label)
  })
})
