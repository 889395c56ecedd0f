// base64 throughput: ours against Node's Buffer and btoa/atob over a binary string.
import { Buffer } from 'node:buffer'
import { describe, test } from 'vitest'
import { base64ToBytes, bytesToBase64 } from '../src/dsp/base64.ts'
import { budget, perSecond, record } from './figures.ts'
import { expectSame, speechLikePcm } from './samples.ts'

// A quarter second of 16 kHz PCM: one default microphone chunk.
const bytes = new Uint8Array(speechLikePcm(4000).buffer)
const text = bytesToBase64(bytes)
const SIZE = bytes.length

function viaBtoa(input: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < input.length; index += 0x8000) {
    binary += String.fromCharCode(...input.subarray(index, index + 0x8000))
  }
  return btoa(binary)
}

function viaAtob(input: string): Uint8Array {
  const binary = atob(input)
  const output = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) output[index] = binary.charCodeAt(index)
  return output
}

const viaBuffer = (input: Uint8Array) =>
  Buffer.from(input.buffer, input.byteOffset, input.length).toString('base64')

// Neither Buffer nor btoa/atob exists in an AudioWorklet; atob also skips the strict validation
// ours does. They are here as the yardsticks, not as alternatives.
describe('base64, 8000-byte chunks (250 ms of 16 kHz PCM)', () => {
  test('encode', async ({ bench, task }) => {
    expectSame(bytesToBase64(bytes), viaBuffer(bytes))
    expectSame(viaBtoa(bytes), viaBuffer(bytes))
    const results = await bench.compare(
      bench('ours', () => bytesToBase64(bytes)),
      bench('Buffer (Node)', () => viaBuffer(bytes)),
      bench('btoa', () => viaBtoa(bytes)),
      budget,
    )
    const rivals = ['ours', 'Buffer (Node)', 'btoa'] as const
    record(
      task.meta,
      ...rivals.map((label) => ({
        label,
        value: perSecond(SIZE, results.get(label)),
        unit: 'bytes/s',
      })),
    )
  })

  test('decode', async ({ bench, task }) => {
    expectSame(base64ToBytes(text), bytes)
    expectSame(viaAtob(text), bytes)
    const results = await bench.compare(
      bench('ours', () => base64ToBytes(text)),
      bench('Buffer (Node)', () => Buffer.from(text, 'base64')),
      bench('atob, without validation', () => viaAtob(text)),
      budget,
    )
    const rivals = ['ours', 'Buffer (Node)', 'atob, without validation'] as const
    record(
      task.meta,
      ...rivals.map((label) => ({
        label,
        value: perSecond(SIZE, results.get(label)),
        unit: 'bytes/s',
      })),
    )
  })
})
