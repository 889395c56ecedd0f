import { describe, expect, it } from 'vitest'
import { SIGNED_URL_FAILURES } from './catalogue.test.helper'
import { voiceErrorMessage } from './messages'

describe('voiceErrorMessage', () => {
  it.each<readonly [string, string]>([
    ...SIGNED_URL_FAILURES,
    ['Agent unavailable', 'Agent unavailable'],
    ['', 'Failed to connect to voice agent. Please try again.'],
  ])('shows "%s" as "%s"', (message, shown) => {
    expect(voiceErrorMessage(new Error(message))).toBe(shown)
    expect(voiceErrorMessage(message)).toBe(shown)
  })

  it('finds a network failure in the cause behind a wrapped error', () => {
    const wrapped = new Error(
      'Failed to get signed URL: Failed to send a request to the Edge Function',
      { cause: new TypeError('Failed to fetch') },
    )
    expect(voiceErrorMessage(wrapped)).toBe(
      'Network error. Please check your connection and try again.',
    )
  })

  it('shows any other failure as it is, and something sensible for a non-error', () => {
    expect(voiceErrorMessage(new Error('No signed URL received from server'))).toBe(
      'No signed URL received from server',
    )
    expect(voiceErrorMessage(undefined)).toBe('Failed to connect to voice agent. Please try again.')
  })
})
