/**
 * End of turn, as the agent sees it: where each utterance's last loud sample reached the agent.
 * The agent records, for each microphone chunk, when it arrived and whether (and where) it held
 * speech; an utterance has ended at its last loud chunk once enough quiet audio follows it.
 */

/** Samples louder than this are speech (−40 dBFS: far above the fake microphone's silence). */
export const SPEECH_LEVEL = 0.01

/** Quiet that ends an utterance: longer than the pauses between the fixture's words. */
export const END_OF_UTTERANCE_MS = 500

/** One microphone chunk as the agent received it. */
export interface ReceivedChunk {
  /** Arrival, on the agent's clock (ms). */
  at: number
  /** Samples in the chunk. */
  samples: number
  /** Whether any sample is speech. */
  loud: boolean
}

/** Summarises one decoded chunk (samples scaled to ±1) for `utteranceEnds`. */
export function receivedChunk(at: number, samples: ArrayLike<number>): ReceivedChunk {
  let loud = false
  for (let index = 0; index < samples.length && !loud; index++) {
    loud = Math.abs(samples[index] as number) > SPEECH_LEVEL
  }
  return { at, samples: samples.length, loud }
}

/**
 * The arrival of each utterance's last loud chunk: a loud chunk followed by at least
 * `END_OF_UTTERANCE_MS` of quiet chunks (at `sampleRate`). An utterance still going, or whose quiet
 * has not lasted long enough when the chunks end, is not counted.
 */
export function utteranceEnds(chunks: readonly ReceivedChunk[], sampleRate: number): number[] {
  const needed = (sampleRate * END_OF_UTTERANCE_MS) / 1000
  const ends: number[] = []
  let lastLoud: ReceivedChunk | undefined
  let quiet = 0
  for (const chunk of chunks) {
    if (chunk.loud) {
      lastLoud = chunk
      quiet = 0
      continue
    }
    quiet += chunk.samples
    if (lastLoud && quiet >= needed) {
      ends.push(lastLoud.at)
      lastLoud = undefined
    }
  }
  return ends
}

/**
 * End-of-turn times: each utterance end at the agent paired with the microphone's end of that
 * utterance (the latest one before it, within `withinMs`), both on the agent's clock.
 */
export function endOfTurnTimes(
  microphoneEnds: readonly number[],
  agentEnds: readonly number[],
  withinMs = 1000,
): number[] {
  const times: number[] = []
  for (const end of agentEnds) {
    const spoken = microphoneEnds.filter((t) => t <= end && end - t <= withinMs).at(-1)
    if (spoken !== undefined) times.push(end - spoken)
  }
  return times
}
