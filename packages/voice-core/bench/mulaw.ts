// mu-law encode/decode throughput: ours against the npm package alawmulaw.
import { createRequire } from 'node:module'
import { decodeMuLawBuffer, encodeMuLawBuffer } from '../src/dsp/mulaw.ts'
import { bestTimes, perSecond, row, speechLikePcm, verdict } from './measure.ts'

// alawmulaw's package entry is CommonJS without named exports for Node's ESM loader.
const { mulaw } = createRequire(import.meta.url)('alawmulaw') as typeof import('alawmulaw')

const SAMPLES = 480_000
const WIDTHS = [22, 16, 16, 8]

/** Prints the mu-law table and returns whether encode is at least twice alawmulaw's speed. */
export function benchMuLaw(): boolean {
  const pcm = speechLikePcm(SAMPLES)
  const bytes = encodeMuLawBuffer(pcm)
  const [oursEncode, theirsEncode] = bestTimes([
    () => encodeMuLawBuffer(pcm),
    () => mulaw.encode(pcm),
  ]) as [number, number]
  const [oursDecode, theirsDecode] = bestTimes([
    () => decodeMuLawBuffer(bytes),
    () => mulaw.decode(bytes),
  ]) as [number, number]
  const encodeRatio = theirsEncode / oursEncode
  const decodeRatio = theirsDecode / oursDecode
  console.log('mu-law (G.711), samples per second')
  console.log(row(['', 'ours', 'alawmulaw', 'ratio'], WIDTHS))
  console.log(
    row(
      [
        'encode',
        perSecond(SAMPLES, oursEncode),
        perSecond(SAMPLES, theirsEncode),
        `${encodeRatio.toFixed(2)}×`,
      ],
      WIDTHS,
    ),
  )
  console.log(
    row(
      [
        'decode',
        perSecond(SAMPLES, oursDecode),
        perSecond(SAMPLES, theirsDecode),
        `${decodeRatio.toFixed(2)}×`,
      ],
      WIDTHS,
    ),
  )
  const ok = encodeRatio >= 2
  console.log(`${verdict(ok)}  encode ≥ 2× alawmulaw (${encodeRatio.toFixed(2)}×)`)
  return ok
}
