import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readWav, writeWav } from './wav'

describe('WAV files', () => {
  it('reads back what it writes', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234])
    expect(readWav(writeWav({ sampleRate: 8000, samples }))).toEqual({ sampleRate: 8000, samples })
  })

  it('refuses bytes that are not a WAV file, and layouts it does not read', () => {
    expect(() => readWav(new TextEncoder().encode('not audio at all'))).toThrow(
      'Not a WAV file: the RIFF/WAVE header is missing.',
    )
    const stereo = writeWav({ sampleRate: 8000, samples: new Int16Array(4) })
    new DataView(stereo.buffer).setUint16(22, 2, true)
    expect(() => readWav(stereo)).toThrow('Only mono 16-bit PCM WAV is supported')
  })

  it('holds the committed speech fixture: a sentence at 16 kHz, 50 ms of silence each side', () => {
    const { sampleRate, samples } = readWav(
      readFileSync(new URL('../../fixtures/speech.wav', import.meta.url)),
    )
    expect(sampleRate).toBe(16_000)
    expect(samples.length / sampleRate).toBeGreaterThan(3)
    const edge = sampleRate / 25
    expect(samples.subarray(0, edge).every((sample) => sample === 0)).toBe(true)
    expect(samples.subarray(samples.length - edge).every((sample) => sample === 0)).toBe(true)
    expect(samples.some((sample) => Math.abs(sample) > 8000)).toBe(true)
  })
})
