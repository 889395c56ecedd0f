// base64 throughput: ours against Node's Buffer and btoa/atob over a binary string.
import { Buffer } from 'node:buffer'
import { base64ToBytes, bytesToBase64 } from '../src/dsp/base64.ts'
import { bestTimes, perSecond, row, speechLikePcm } from './measure.ts'

const WIDTHS = [22, 16, 16, 16]

function viaBtoa(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary)
}

function viaAtob(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Prints base64 throughput for a quarter second of 16 kHz PCM (one default input chunk). */
export function benchBase64(): void {
  const pcm = speechLikePcm(4000)
  const bytes = new Uint8Array(pcm.buffer)
  const text = bytesToBase64(bytes)
  const size = bytes.length
  const encode = bestTimes(
    [
      () => bytesToBase64(bytes),
      () => Buffer.from(bytes.buffer, bytes.byteOffset, size).toString('base64'),
      () => viaBtoa(bytes),
    ],
    400,
  )
  const decode = bestTimes(
    [() => base64ToBytes(text), () => Buffer.from(text, 'base64'), () => viaAtob(text)],
    400,
  )
  console.log(`base64, bytes per second (${size}-byte chunks: 250 ms of 16 kHz PCM)`)
  console.log(row(['', 'ours', 'Buffer (Node)', 'btoa/atob*'], WIDTHS))
  console.log(row(['encode', ...encode.map((ms) => perSecond(size, ms))], WIDTHS))
  console.log(row(['decode', ...decode.map((ms) => perSecond(size, ms))], WIDTHS))
  console.log('  * atob without the strict validation ours does; neither exists in an AudioWorklet')
}
