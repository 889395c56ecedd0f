/** How much of the call's recording has played: the waveform's bars up to here are gold. */
export const playedBars = 40

/** How often the replayed call brings in its next line. */
const demoTurnMs = 900

/**
 * When the demo call's replay reaches each part, in ms after it starts: a line of the transcript
 * every `demoTurnMs`, the waveform's gold advancing across the whole conversation, and the
 * booking landing in the calendar last.
 */
export const demoTimeline = {
  turn: (index: number) => 200 + index * demoTurnMs,
  bar: (index: number, turns: number) => Math.round((index * turns * demoTurnMs) / playedBars),
  booking: (turns: number) => 200 + turns * demoTurnMs,
}
