/**
 * The fake microphone's loop: the speech fixture between silences, played over and over. The
 * browser starts playing it at the first microphone request (the panel's permission probe), so
 * the call may open its microphone in the middle of a sentence; the next sentences reach the
 * agent whole. The silence after each sentence is longer than the agent's echo of it, so its
 * reply never plays over the next sentence.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { type PcmAudio, readWav, writeWav } from './audio/wav.ts'

/** The speech fixture alone (16 kHz, 50 ms of silence each side). */
export const speech: PcmAudio = readWav(
  readFileSync(new URL('../fixtures/speech.wav', import.meta.url)),
)

/** Silence before and after the sentence in the loop, in seconds. */
export const LOOP_SILENCE = { before: 2.5, after: 2 }

/** One turn of the loop, in seconds. */
export const LOOP_SECONDS =
  LOOP_SILENCE.before + speech.samples.length / speech.sampleRate + LOOP_SILENCE.after

/**
 * Writes the loop as a WAV file for `--use-file-for-fake-audio-capture`; `silence` (seconds before
 * and after the sentence) defaults to the suite's.
 */
export function writeMicrophoneLoop(path: string, silence = LOOP_SILENCE): void {
  const { sampleRate, samples } = speech
  const seconds = silence.before + samples.length / sampleRate + silence.after
  const loop = new Int16Array(Math.round(seconds * sampleRate))
  loop.set(samples, Math.round(silence.before * sampleRate))
  writeFileSync(path, writeWav({ sampleRate, samples: loop }))
}
