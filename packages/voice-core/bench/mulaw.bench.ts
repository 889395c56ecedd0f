// mu-law encode/decode throughput: ours against the npm package alawmulaw.
import { createRequire } from 'node:module'
import { describe, test } from 'vitest'
import { decodeMuLawBuffer, encodeMuLawBuffer } from '../src/dsp/mulaw.ts'
import { budget, perSecond, record } from './figures.ts'
import { expectSame, speechLikePcm } from './samples.ts'

// alawmulaw's package entry is CommonJS without named exports for Node's ESM loader; requiring it
// also times the same build (its dist bundle) that the hand-written harness timed.
const { mulaw } = createRequire(import.meta.url)('alawmulaw') as typeof import('alawmulaw')

const SAMPLES = 480_000
const pcm = speechLikePcm(SAMPLES)
const bytes = encodeMuLawBuffer(pcm)

describe('mu-law (G.711), 480,000 samples', () => {
  test('encode', async ({ bench, task }) => {
    // A fast codec that is wrong is no win: both must give the same bytes before either is timed.
    expectSame(encodeMuLawBuffer(pcm), mulaw.encode(pcm))
    const results = await bench.compare(
      bench('ours', () => encodeMuLawBuffer(pcm)),
      bench('alawmulaw', () => mulaw.encode(pcm)),
      budget,
    )
    const ours = perSecond(SAMPLES, results.get('ours'))
    const theirs = perSecond(SAMPLES, results.get('alawmulaw'))
    record(
      task.meta,
      { label: 'ours', value: ours, unit: 'samples/s' },
      { label: 'alawmulaw', value: theirs, unit: 'samples/s' },
      { label: 'ours ÷ alawmulaw', value: ours / theirs, unit: '×', atLeast: 2 },
    )
  })

  test('decode', async ({ bench, task }) => {
    expectSame(decodeMuLawBuffer(bytes), mulaw.decode(bytes))
    const results = await bench.compare(
      bench('ours', () => decodeMuLawBuffer(bytes)),
      bench('alawmulaw', () => mulaw.decode(bytes)),
      budget,
    )
    const ours = perSecond(SAMPLES, results.get('ours'))
    const theirs = perSecond(SAMPLES, results.get('alawmulaw'))
    record(
      task.meta,
      { label: 'ours', value: ours, unit: 'samples/s' },
      { label: 'alawmulaw', value: theirs, unit: 'samples/s' },
      { label: 'ours ÷ alawmulaw', value: ours / theirs, unit: '×' },
    )
  })
})
