import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

import { FAKE_MIC } from './browser.test.agents.ts'

/**
 * Writes the WAV file Chromium plays as its fake microphone (`--use-file-for-fake-audio-capture`)
 * and returns its path. Generated on each run so no binary is committed.
 */
export function writeFakeMicrophone(path: string): string {
  const { frequency, amplitude, burstMs, gapMs, sampleRate } = FAKE_MIC
  const period = Math.round(((burstMs + gapMs) / 1000) * sampleRate)
  const burst = Math.round((burstMs / 1000) * sampleRate)
  const ramp = Math.round(0.01 * sampleRate)
  const samples = period * 5
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(sampleRate, 24)
  wav.writeUInt32LE(sampleRate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let index = 0; index < samples; index++) {
    const position = index % period
    const envelope = position >= burst ? 0 : Math.min(1, position / ramp, (burst - position) / ramp)
    const value = amplitude * envelope * Math.sin((2 * Math.PI * frequency * index) / sampleRate)
    wav.writeInt16LE(Math.round(value * 32767), 44 + index * 2)
  }
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, wav)
  return path
}
