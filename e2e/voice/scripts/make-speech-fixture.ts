/**
 * Makes `fixtures/speech.wav`, the fake microphone's speech: a sentence spoken by espeak-ng
 * (Debian package `espeak-ng`), converted to 16 kHz, with 50 ms of silence each side. The suite
 * pads it with silence to make the microphone's loop (`src/microphone.ts`). The file is
 * committed; run this only to change it:
 *
 *   node --conditions=@org/source scripts/make-speech-fixture.ts
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { convertRate } from '@org/voice-core/testing'
import { readWav, writeWav } from '../src/audio/wav.ts'

const sentence = 'Hello, I would like to book a strategy call, please.'
const rate = 16_000

const folder = mkdtempSync(join(tmpdir(), 'speech-'))
try {
  const spokenFile = join(folder, 'spoken.wav')
  execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '160', '-p', '45', '-w', spokenFile, sentence])
  const source = readWav(readFileSync(spokenFile))
  const speech = convertRate(source.samples, source.sampleRate, rate)
  const loud = (sample: number) => Math.abs(sample) > 300
  const margin = Math.round(rate * 0.05)
  const spoken = speech.subarray(speech.findIndex(loud), speech.findLastIndex(loud) + 1)
  const samples = new Int16Array(spoken.length + 2 * margin)
  samples.set(spoken, margin)
  const target = new URL('../fixtures/speech.wav', import.meta.url)
  writeFileSync(target, writeWav({ sampleRate: rate, samples }))
  console.log(`wrote ${target.pathname}: ${(samples.length / rate).toFixed(2)} s at ${rate} Hz`)
} finally {
  rmSync(folder, { recursive: true, force: true })
}
