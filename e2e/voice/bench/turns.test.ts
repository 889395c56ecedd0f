import { describe, expect, it } from 'vitest'
import { endOfTurnTimes, receivedChunk, utteranceEnds } from './turns'

const RATE = 16_000
/** A chunk of 25 ms at 16 kHz arriving at `at`, loud or silent. */
const chunk = (at: number, loud: boolean) =>
  receivedChunk(at, new Float32Array(400).fill(loud ? 0.2 : 0.001))

describe('end of turn', () => {
  it('tells speech from the fake microphone’s silence', () => {
    expect(chunk(0, true).loud).toBe(true)
    expect(chunk(0, false).loud).toBe(false)
    const one = new Float32Array(400)
    one[399] = -0.5
    expect(receivedChunk(0, one).loud).toBe(true)
  })

  it('ends an utterance at its last loud chunk once half a second of quiet follows', () => {
    const chunks = [
      chunk(0, true),
      chunk(25, true),
      // A short pause between words does not end it.
      ...Array.from({ length: 8 }, (_, index) => chunk(50 + index * 25, false)),
      chunk(250, true),
      ...Array.from({ length: 20 }, (_, index) => chunk(275 + index * 25, false)),
      chunk(800, true),
      // Still speaking, or not quiet for long enough yet: not counted.
      chunk(825, false),
    ]
    expect(utteranceEnds(chunks, RATE)).toEqual([250])
  })

  it('pairs each end at the agent with the latest microphone end before it', () => {
    expect(endOfTurnTimes([100, 3000, 6000], [130, 3220, 9000])).toEqual([30, 220])
    // An end at the agent before any microphone end, or too long after one, is not paired.
    expect(endOfTurnTimes([500], [400, 2000])).toEqual([])
  })
})
