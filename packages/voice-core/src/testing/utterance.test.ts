import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toneSamples } from './audio.ts'
import { UtteranceDetector } from './utterance.ts'

const RATE = 16000
const silence = (seconds: number) => new Int16Array(Math.round(seconds * RATE))
const join = (...parts: Int16Array[]) => Int16Array.from(parts.flatMap((part) => [...part]))

describe('UtteranceDetector', () => {
  it('finds nothing in silence or in quiet noise below the threshold', () => {
    const detector = new UtteranceDetector({ sampleRate: RATE })
    expect(detector.push(silence(2))).toEqual([])
    expect(detector.push(toneSamples(300, 2, RATE, 0.01))).toEqual([])
    expect(detector.speaking).toBe(false)
  })

  it('ends an utterance after 500 ms of silence and returns it with 100 ms of pre-roll', () => {
    const detector = new UtteranceDetector({ sampleRate: RATE })
    const burst = toneSamples(1000, 0.8, RATE)
    expect(detector.push(join(silence(1), burst, silence(0.48)))).toEqual([])
    expect(detector.speaking).toBe(true)
    const [utterance, ...rest] = detector.push(silence(0.04))
    expect(rest).toEqual([])
    expect(utterance?.length).toBe(0.9 * RATE)
    // The burst is in the utterance unchanged, right after the pre-roll.
    expect(utterance?.subarray(0.1 * RATE)).toEqual(burst)
    expect(detector.speaking).toBe(false)
  })

  it('keeps one utterance across pauses shorter than the silence window', () => {
    const detector = new UtteranceDetector({ sampleRate: RATE, silenceMs: 500 })
    const word = toneSamples(500, 0.3, RATE)
    const found = detector.push(join(word, silence(0.3), word, silence(0.6)))
    expect(found.map((u) => u.length)).toEqual([0.9 * RATE])
  })

  it('splits two utterances separated by a long pause', () => {
    const detector = new UtteranceDetector({ sampleRate: RATE, preRollMs: 0 })
    const word = toneSamples(500, 0.4, RATE)
    const found = detector.push(join(word, silence(0.7), word, silence(0.7)))
    expect(found).toEqual([word, word])
  })

  it('cuts an utterance at maxMs', () => {
    const detector = new UtteranceDetector({ sampleRate: RATE, maxMs: 1000, preRollMs: 0 })
    const found = detector.push(toneSamples(300, 2.5, RATE))
    expect(found.map((u) => u.length)).toEqual([RATE, RATE])
  })

  it('finds the same utterances however the stream is chunked', () => {
    const stream = join(
      silence(0.3),
      toneSamples(700, 0.5, RATE),
      silence(0.6),
      toneSamples(400, 0.2, RATE),
      silence(0.6),
    )
    const whole = new UtteranceDetector({ sampleRate: RATE }).push(stream)
    expect(whole).toHaveLength(2)
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: stream.length }), { maxLength: 10 }),
        (cuts) => {
          const detector = new UtteranceDetector({ sampleRate: RATE })
          const found: Int16Array[] = []
          let start = 0
          for (const cut of [...cuts].sort((a, b) => a - b).concat(stream.length)) {
            found.push(...detector.push(stream.subarray(start, cut)))
            start = cut
          }
          expect(found).toEqual(whole)
        },
      ),
      { numRuns: 25 },
    )
  })
})
