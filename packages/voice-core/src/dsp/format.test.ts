import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAudioFormat } from './format.ts'

describe('parseAudioFormat', () => {
  it('parses every format the service names', () => {
    for (const rate of [8000, 16000, 22050, 24000, 44100, 48000]) {
      expect(parseAudioFormat(`pcm_${rate}`)).toEqual({ encoding: 'pcm', sampleRate: rate })
    }
    expect(parseAudioFormat('ulaw_8000')).toEqual({ encoding: 'ulaw', sampleRate: 8000 })
  })

  it.each(['', 'pcm', 'mp3_44100', 'PCM_16000', 'ulaw8000', '_16000', 'opus_48000', ' pcm_16000'])(
    'rejects %j as an invalid format',
    (format) => {
      expect(() => parseAudioFormat(format)).toThrow(new Error('Invalid format'))
    },
  )

  it.each([
    'pcm_',
    'pcm_abc',
    'pcm_0',
    'pcm_-16000',
    'pcm_16000.5',
    'pcm_016000',
    'ulaw_8000_x',
    'pcm_1e4',
    'pcm_99999999999999999999',
    'pcm_1',
    'pcm_7999',
    'ulaw_4000',
    'pcm_48001',
    'pcm_96000',
  ])('rejects %j as an invalid sample rate', (format) => {
    expect(() => parseAudioFormat(format)).toThrow(new Error('Invalid sample rate'))
  })

  it('rejects what is not a string as an invalid format', () => {
    expect(() => parseAudioFormat(undefined as unknown as string)).toThrow(
      new Error('Invalid format'),
    )
  })

  it('round-trips any rate from 8 to 48 kHz and never throws anything but the two errors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pcm', 'ulaw'),
        fc.integer({ min: 8000, max: 48_000 }),
        (encoding, rate) => {
          expect(parseAudioFormat(`${encoding}_${rate}`)).toEqual({ encoding, sampleRate: rate })
        },
      ),
    )
    fc.assert(
      fc.property(fc.string(), (format) => {
        try {
          parseAudioFormat(format)
        } catch (error) {
          expect(['Invalid format', 'Invalid sample rate']).toContain((error as Error).message)
        }
      }),
    )
  })
})
