/**
 * What the fake microphone says, and the checks that the agent heard it and the visitor heard
 * the agent: envelope correlation for the audio's content, pitch for its speed.
 */
import { convertRate } from '@org/voice-core/testing'
import { bestCorrelation, envelope } from './audio/envelope.ts'
import { estimatePitch, median } from './audio/pitch.ts'
import type { PcmAudio } from './audio/wav.ts'
import { speech } from './microphone.ts'
import type { OutputFrame } from './page/probe.ts'

/** The spoken part of the fixture (its silences trimmed, 50 ms kept each side). */
function spoken(audio: PcmAudio): Int16Array {
  const { samples, sampleRate } = audio
  const loud = (sample: number) => Math.abs(sample) > 300
  const first = samples.findIndex(loud)
  const last = samples.findLastIndex(loud)
  const margin = Math.round(sampleRate * 0.05)
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + margin))
}

/**
 * How well the audio an agent received matches the spoken fixture: the best normalised
 * cross-correlation of their 10 ms envelopes, at the agent's input rate.
 */
export function speechMatch(received: Int16Array, agentRate: number): number {
  const reference = convertRate(spoken(speech), speech.sampleRate, agentRate)
  return bestCorrelation(envelope(reference, agentRate), envelope(received, agentRate)).value
}

/** The median pitch of the fixture's voiced frames, measured as the probe measures playback. */
export function speechPitch(): number {
  const floats = Float32Array.from(speech.samples, (sample) => sample / 32768)
  const size = Math.round(speech.sampleRate * (2048 / 48_000))
  const hop = size >> 1
  const pitches: number[] = []
  for (let start = 0; start + size <= floats.length; start += hop) {
    const pitch = estimatePitch(floats.subarray(start, start + size), speech.sampleRate)
    if (pitch !== undefined && pitch < 400) pitches.push(pitch)
  }
  return median(pitches)
}

/** Output frames whose pitch is within `tolerance` (a fraction) of `frequency`. */
export function framesAt(frames: readonly OutputFrame[], frequency: number, tolerance = 0.02) {
  return frames.filter(
    (frame) => frame.pitch !== null && Math.abs(frame.pitch / frequency - 1) <= tolerance,
  )
}

/** The median pitch of loud, voice-range output frames (50–400 Hz). */
export function voicePitch(frames: readonly OutputFrame[]): number {
  return median(
    frames
      .filter((frame) => frame.rms > 0.01 && frame.pitch !== null && frame.pitch < 400)
      .map((frame) => frame.pitch as number),
  )
}
