import { expect, it } from 'vitest'

it('imports without a window, so server rendering can load it', async () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  expect(typeof AudioContext).toBe('undefined')
  const voiceCore = await import('./index')
  expect(voiceCore.Conversation.startSession).toBeTypeOf('function')
  expect(voiceCore.SessionStartError.prototype).toBeInstanceOf(Error)
  const dsp = await import('./dsp/index')
  expect(dsp.encodeMuLaw(0)).toBe(0xff)
})
