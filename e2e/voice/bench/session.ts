/**
 * One benchmark session: the demo agent's script and the figures read from the page and the
 * agent afterwards. The script is the same for both clients: it lets the microphone run, streams
 * a two-second reply as a text-to-speech service would (100 ms events, slightly faster than real
 * time), waits until the page has played it, then starts a long reply and interrupts it.
 */
import {
  decodeAudio,
  initiation,
  type MockConnection,
  type Scenario,
  toneSamples,
} from '@org/voice-core/testing'
import type { Page } from '@playwright/test'
import type { PageTiming } from './page-timing.ts'
import { endOfTurnTimes, type ReceivedChunk, receivedChunk, utteranceEnds } from './turns.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const serverNow = () => performance.timeOrigin + performance.now()

/** Reply events: 100 ms each, 20 of them. */
export const REPLY_EVENTS = 20
/** Chunks the agent waits for before replying, for the capture figure. */
const CHUNKS_BEFORE_REPLY = 6

/** What the agent side records of one session, and the gate the bench opens. */
export interface AgentRecord {
  receipts: number[]
  /** Each microphone chunk as received: when, and whether it held speech (for end of turn). */
  chunks: ReceivedChunk[]
  /** When the agent sent each event of the streamed reply, on this process's clock. */
  replySentAt: number[]
  /** Opened by the bench once the page has played the first reply. */
  interrupt: () => void
  connection?: MockConnection
}

/** The agent's script for one session; `record` collects its side of the figures. */
export function benchScript(record: AgentRecord): Scenario[] {
  let opened!: () => void
  const interruptGate = new Promise<void>((resolve) => {
    opened = resolve
  })
  record.interrupt = opened
  return [
    (connection) => {
      record.connection = connection
      connection.onMessage((message) => {
        if (typeof message.user_audio_chunk !== 'string') return
        const at = serverNow()
        record.receipts.push(at)
        const pcm = decodeAudio(message.user_audio_chunk, connection.settings.inputFormat)
        record.chunks.push(
          receivedChunk(
            at,
            Float32Array.from(pcm, (sample) => sample / 32768),
          ),
        )
      })
    },
    initiation(),
    async (connection) => {
      while (record.receipts.length < CHUNKS_BEFORE_REPLY && connection.isOpen) {
        await new Promise<void>((resolve) => {
          const stop = connection.onMessage(() => {
            stop()
            resolve()
          })
        })
      }
      const rate = connection.settings.outputFormat.sampleRate
      const tone = toneSamples(440, REPLY_EVENTS / 10, rate, 0.5)
      const size = rate / 10
      connection.sendEvent('agent_response', {
        agent_response: 'A reply.',
        event_id: connection.lastEventId + 1,
      })
      const start = performance.now()
      for (let index = 0; index < REPLY_EVENTS; index++) {
        // Streamed: the first three at once, then one per 90 ms, ahead of real time. Each on its
        // own deadline, so a timer that fires late on a busy machine does not delay the rest.
        if (index >= 3) await sleep(start + (index - 2) * 90 - performance.now())
        connection.sendAudio(tone.subarray(index * size, (index + 1) * size), 100)
        record.replySentAt.push(serverNow())
      }
      await Promise.race([interruptGate, connection.closed])
      connection.respond('A long reply.', toneSamples(660, 3, rate, 0.5), 250)
      await sleep(700)
      connection.sendEvent('interruption', { event_id: connection.lastEventId + 1 })
    },
  ]
}

/** The figures of one session, in milliseconds (underruns as a count). */
export interface SessionFigures {
  connect: number
  captureToReceipt: number
  /** From the last loud sample of an utterance at the microphone to its arrival at the agent. */
  endOfTurn: number
  /** Utterance ends measured in the session (paired), and found at the agent and the microphone. */
  turns: number
  agentEnds: number
  microphoneEnds: number
  /** Microphone messages the agent received per second. */
  messagesPerSecond: number
  /** The browser's CPU time over the session's wall time, in percent of one core. */
  cpu: number
  firstAudible: number
  interruptionToSilence: number
  /** Gaps the speaker tap heard inside the streamed reply. */
  underruns: number
  /** Of those, the ones whose next audio message had already reached the page: the client's. */
  underrunsWithAudioOnPage: number
  /** Of the others, the ones whose next audio the agent itself sent after the gap began. */
  underrunsSentLate: number
  /** The engine's own count (`getStats().underruns`), where the client keeps one. */
  engineUnderruns: number | undefined
  /** How far the audio clock's mapping to the page clock moved during the session. */
  audioClockSpread: number
  /** Half the best round trip that aligned the page's clock with the agent's. */
  pageClockResolution: number
  /** Each start-up step's first time, from `startSession` called. */
  steps: Record<string, number>
}

/** How the page's clock maps to this process's clock. */
export interface ClockAlignment {
  /** Add to a page `performance.now()` to get this process's `timeOrigin + now()`. */
  offset: number
  /** The round trip it was measured with; the alignment holds to half of it. */
  rtt: number
}

/** The page clock's offset from this process's clock, from the round trip with least delay. */
export async function clockOffset(page: Page): Promise<ClockAlignment> {
  return page.evaluate(async () => {
    let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 }
    for (let round = 0; round < 5; round++) {
      const sent = performance.now()
      const server = Number(await (await fetch('/clock', { cache: 'no-store' })).text())
      const back = performance.now()
      if (back - sent < best.rtt) {
        best = { rtt: back - sent, offset: server - (performance.timeOrigin + (sent + back) / 2) }
      }
    }
    return { offset: best.offset + performance.timeOrigin, rtt: best.rtt }
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1] ?? Number.NaN
}

/**
 * The first time of each start-up step, from the start, up to the session connecting; and the
 * last, as `<step> (last)`, for steps that happen more than once (a worklet per context).
 */
function startSteps(
  steps: PageTiming['steps'],
  startedAt: number,
  connectedAt = Number.POSITIVE_INFINITY,
): Record<string, number> {
  const times: Record<string, number> = {}
  for (const { step, t } of steps) {
    if (t < startedAt || t > connectedAt) continue
    times[step] ??= t - startedAt
    times[`${step} (last)`] = t - startedAt
  }
  return times
}

/** Reads one finished session's figures from the page and the agent's record. */
export async function sessionFigures(
  page: Page,
  record: AgentRecord,
  clock: ClockAlignment,
): Promise<SessionFigures> {
  const { timing, onsets, silences, gaps, events, stats, audioClockSpread } = await page.evaluate(
    () => ({
      timing: window.__timing,
      onsets: window.__voiceProbe.onsets,
      silences: window.__voiceProbe.silences,
      gaps: window.__voiceProbe.gaps,
      events: window.harness.events,
      stats: window.harness.stats(),
      audioClockSpread: window.__voiceProbe.clockSpread(),
    }),
  )
  const { sends, audio, interruptions } = timing as PageTiming
  const captured = sends
    .slice(0, record.receipts.length)
    .map((send, index) => (record.receipts[index] as number) - (send.capturedAt + clock.offset))
  const firstAudio = audio[0] ?? Number.NaN
  const secondReply = audio[REPLY_EVENTS] ?? Number.POSITIVE_INFINITY
  // Nothing can sound before its message arrived; the tap's times hold to a fraction of a ms.
  const firstOnset = onsets.find((t) => t >= firstAudio - 1) ?? Number.NaN
  // Gaps that closed before the second reply arrived; the first reply's end closes after it.
  const underruns = gaps.filter((gap) => gap.start > firstOnset && gap.end < secondReply)
  let silent = 0
  let withAudioOnPage = 0
  let sentLate = 0
  for (const gap of underruns) {
    // Audio that had reached the page by then, against audio played by then (100 ms an event).
    const onPage = audio.filter((t) => t < gap.start).length * 100
    const played = gap.start - firstOnset - silent
    silent += gap.end - gap.start
    if (onPage - played > 5) withAudioOnPage++
    else {
      const next = record.replySentAt[onPage / 100]
      if (next !== undefined && next - clock.offset > gap.start) sentLate++
    }
  }
  const rate = record.connection?.settings.inputFormat.sampleRate ?? 16_000
  const agentEnds = utteranceEnds(record.chunks, rate)
  const turns = endOfTurnTimes(
    timing.microphoneEnds.map((t) => t + clock.offset),
    agentEnds,
  )
  // Past the first half second, so audio held from before the connection does not count.
  const steady = record.chunks.filter((chunk) => chunk.at >= (record.chunks[0]?.at ?? 0) + 500)
  const span = (steady.at(-1)?.at ?? 0) - (steady[0]?.at ?? 0)
  const interruption = interruptions[0] ?? Number.NaN
  const silence = silences.find((t) => t >= interruption) ?? Number.NaN
  return {
    connect: (events.connectedAt ?? Number.NaN) - (events.startedAt ?? Number.NaN),
    captureToReceipt: median(captured),
    endOfTurn: median(turns),
    turns: turns.length,
    agentEnds: agentEnds.length,
    microphoneEnds: timing.microphoneEnds.length,
    messagesPerSecond: span > 0 ? ((steady.length - 1) * 1000) / span : Number.NaN,
    cpu: Number.NaN,
    firstAudible: firstOnset - firstAudio,
    interruptionToSilence: silence - interruption,
    underruns: underruns.length,
    underrunsWithAudioOnPage: withAudioOnPage,
    underrunsSentLate: sentLate,
    engineUnderruns: stats?.underruns,
    audioClockSpread,
    pageClockResolution: clock.rtt / 2,
    steps: startSteps(timing.steps, events.startedAt ?? Number.NaN, events.connectedAt),
  }
}
