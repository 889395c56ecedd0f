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
 * and after the sentence) defaults to the suite's. With `endMarker`, a 100 ms tone at 250 Hz
 * follows the sentence and stops dead at a zero crossing: the utterance then ends on an edge that
 * every format keeps (a spoken ending fades through high frequencies an 8 kHz agent never hears,
 * so it would end earlier there than at the microphone).
 *
 * @returns the loop's length in seconds.
 */
export function writeMicrophoneLoop(
  path: string,
  silence = LOOP_SILENCE,
  endMarker = false,
): number {
  const { sampleRate, samples } = speech
  const marker = endMarker
    ? Int16Array.from({ length: sampleRate / 10 }, (_, index) =>
        Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 250 * index) / sampleRate)),
      )
    : new Int16Array(0)
  const seconds = silence.before + (samples.length + marker.length) / sampleRate + silence.after
  const loop = new Int16Array(Math.round(seconds * sampleRate))
  const start = Math.round(silence.before * sampleRate)
  loop.set(samples, start)
  loop.set(marker, start + samples.length)
  writeFileSync(path, writeWav({ sampleRate, samples: loop }))
  return loop.length / sampleRate
}
