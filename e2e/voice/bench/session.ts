/**
 * One benchmark session: the demo agent's script and the figures read from the page and the
 * agent afterwards. The script is the same for both clients: it lets the microphone run, streams
 * a two-second reply as a text-to-speech service would (100 ms events, slightly faster than real
 * time), waits until the page has played it, then starts a long reply and interrupts it.
 */
import {
  initiation,
  type MockConnection,
  type Scenario,
  toneSamples,
} from '@org/voice-core/testing'
import type { Page } from '@playwright/test'
import type { PageTiming } from './page-timing.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const serverNow = () => performance.timeOrigin + performance.now()

/** Reply events: 100 ms each, 20 of them. */
export const REPLY_EVENTS = 20
/** Chunks the agent waits for before replying, for the capture figure. */
const CHUNKS_BEFORE_REPLY = 6

/** What the agent side records of one session, and the gate the bench opens. */
export interface AgentRecord {
  receipts: number[]
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
        if (typeof message.user_audio_chunk === 'string') record.receipts.push(serverNow())
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
      for (let index = 0; index < REPLY_EVENTS; index++) {
        // Streamed: the first three at once, then one per 90 ms, ahead of real time.
        if (index >= 3) await sleep(90)
        connection.sendAudio(tone.subarray(index * size, (index + 1) * size), 100)
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
  firstAudible: number
  interruptionToSilence: number
  underruns: number
}

/** The page clock's offset from this process's clock, from the round trip with least delay. */
export async function clockOffset(page: Page): Promise<number> {
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
    return best.offset + performance.timeOrigin
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1] ?? Number.NaN
}

/** Reads one finished session's figures from the page and the agent's record. */
export async function sessionFigures(
  page: Page,
  record: AgentRecord,
  offset: number,
): Promise<SessionFigures> {
  const { timing, onsets, silences, events } = await page.evaluate(() => ({
    timing: window.__timing,
    onsets: window.__voiceProbe.onsets,
    silences: window.__voiceProbe.silences,
    events: window.harness.events,
  }))
  const { sends, audio, interruptions } = timing as PageTiming
  const captured = sends
    .slice(0, record.receipts.length)
    .map((send, index) => (record.receipts[index] as number) - (send.capturedAt + offset))
  const firstAudio = audio[0] ?? Number.NaN
  const secondReply = audio[REPLY_EVENTS] ?? Number.POSITIVE_INFINITY
  // Render times map to the page clock within a render buffer, so allow a little before.
  const firstOnset = onsets.find((t) => t >= firstAudio - 10) ?? Number.NaN
  const gaps = silences.filter((t) => t > firstOnset && t < secondReply)
  const interruption = interruptions[0] ?? Number.NaN
  const silence = silences.find((t) => t >= interruption) ?? Number.NaN
  return {
    connect: (events.connectedAt ?? Number.NaN) - (events.startedAt ?? Number.NaN),
    captureToReceipt: median(captured),
    firstAudible: firstOnset - firstAudio,
    interruptionToSilence: silence - interruption,
    // The reply's end is one silence; every other one is playback running dry.
    underruns: Math.max(0, gaps.length - 1),
  }
}
