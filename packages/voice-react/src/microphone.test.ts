import { describe, expect, it } from 'vitest'
import { MicrophoneAccessError, microphoneErrorReason, permissionOf } from './microphone'

describe('microphoneErrorReason', () => {
  it.each([
    ['NotAllowedError', 'not-allowed'],
    ['PermissionDeniedError', 'not-allowed'],
    ['SecurityError', 'not-allowed'],
    ['NotFoundError', 'not-found'],
    ['DevicesNotFoundError', 'not-found'],
    ['OverconstrainedError', 'not-found'],
    ['NotReadableError', 'other'],
    ['TrackStartError', 'other'],
  ] as const)('sorts %s as %s', (name, reason) => {
    expect(microphoneErrorReason(new DOMException('x', name))).toBe(reason)
  })

  it('leaves errors that are not about the microphone alone, a cancelled start included', () => {
    expect(microphoneErrorReason(new DOMException('x', 'AbortError'))).toBeUndefined()
    expect(microphoneErrorReason(new Error('Invalid format'))).toBeUndefined()
    expect(microphoneErrorReason(null)).toBeUndefined()
  })

  it('keeps the reason of its own error', () => {
    const error = new MicrophoneAccessError('not-found', new DOMException('x', 'NotFoundError'))
    expect(microphoneErrorReason(error)).toBe('not-found')
    expect(error.cause).toBeInstanceOf(DOMException)
  })
})

describe('permissionOf', () => {
  it('reads prompt as not yet known', () => {
    expect([permissionOf('granted'), permissionOf('denied'), permissionOf('prompt')]).toEqual([
      'granted',
      'denied',
      'unknown',
    ])
  })
})
