/**
 * Conversational behaviours of the mock agent. A scenario runs once per connection; a list of
 * them runs in order, each awaited, so `[initiation(), clientToolCall(...), close(4000, 'done')]`
 * reads as a script (the control steps are in `steps.ts`). Behaviours that listen (like `echo`)
 * attach and return at once.
 */
import { convertRate, decodeAudio, encodeAudio, toneSamples } from './audio.ts'
import type { MockConnection } from './connection.ts'
import type { ClientMessage } from './messages.ts'
import { UtteranceDetector, type UtteranceDetectorOptions } from './utterance.ts'

/** One step of what the mock agent does on a connection. */
export type Scenario = (connection: MockConnection) => void | Promise<void>

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits for `conversation_initiation_client_data` (up to `timeoutMs`, then carries on) and
 * answers with `conversation_initiation_metadata`, which starts the session on the client.
 */
export function initiation(timeoutMs = 2000): Scenario {
  return async (connection) => {
    await connection.waitFor('conversation_initiation_client_data', { timeoutMs }).catch(() => {})
    const { conversationId, inputFormatName, outputFormatName } = connection.settings
    connection.sendEvent('conversation_initiation_metadata', {
      conversation_id: conversationId,
      agent_output_audio_format: outputFormatName,
      user_input_audio_format: inputFormatName,
    })
  }
}

/**
 * Starts the conversation and speaks the first message: `agent_response`, then a short chime as
 * `audio` events. The client's `first_message` override wins over the agent's own.
 */
export function greeting(firstMessage?: string): Scenario {
  const start = initiation()
  return async (connection) => {
    await start(connection)
    const data = connection.received.find((m) => m.type === 'conversation_initiation_client_data')
    const override = (data?.conversation_config_override as { agent?: { first_message?: unknown } })
      ?.agent?.first_message
    const text =
      typeof override === 'string' ? override : (firstMessage ?? connection.settings.firstMessage)
    const rate = connection.settings.outputFormat.sampleRate
    const chime = [...toneSamples(660, 0.15, rate), ...toneSamples(880, 0.25, rate)]
    connection.respond(text, Int16Array.from(chime))
  }
}

/**
 * Tuning for the echo agent's end-of-utterance detection. `maxMs` (10 s) cuts an utterance that
 * never falls silent (a noisy room, a microphone that always hears something), so the agent
 * still answers.
 */
export type EchoOptions = Omit<UtteranceDetectorOptions, 'sampleRate'>

/**
 * Listens to `user_audio_chunk`s and, after each utterance (speech followed by `silenceMs` of
 * quiet, or `maxMs` of speech), answers with `user_transcript` "(audio N.N s)", an
 * `agent_response`, and the same audio back as `audio` events at the output format. A typed
 * `user_message` is answered in text.
 */
export function echo(options: EchoOptions = {}): Scenario {
  return (connection) => {
    const { inputFormat, outputFormat } = connection.settings
    const detector = new UtteranceDetector({ ...options, sampleRate: inputFormat.sampleRate })
    const hear = (message: ClientMessage) => {
      if (message.type === 'user_message' && typeof message.text === 'string') {
        connection.respond(`You wrote: ${message.text}`)
        return
      }
      if (typeof message.user_audio_chunk !== 'string') return
      let samples: Int16Array
      try {
        samples = decodeAudio(message.user_audio_chunk, inputFormat)
      } catch {
        return
      }
      for (const utterance of detector.push(samples)) {
        const seconds = (utterance.length / inputFormat.sampleRate).toFixed(1)
        connection.transcribe(`(audio ${seconds} s)`)
        connection.respond(
          `Here is what I heard: ${seconds} seconds of audio.`,
          convertRate(utterance, inputFormat.sampleRate, outputFormat.sampleRate),
        )
      }
    }
    // Audio that arrived during earlier steps (e.g. over the greeting) counts too.
    for (const message of [...connection.received]) hear(message)
    connection.onMessage(hear)
  }
}

/** How an interrupted reply is staged. */
export interface InterruptionOptions {
  /** Audio events of the old reply sent before the interruption (3). */
  staleEvents?: number
  /** Audio events of the new reply sent after it (2). */
  newEvents?: number
  /** Also send one more old-reply event after the interruption, as a late arrival (true). */
  lateStale?: boolean
  /** Pause between the old reply and the interruption, in milliseconds (100). */
  gapMs?: number
}

/**
 * Interrupts the agent mid-reply: starts a reply (440 Hz, 250 ms per event), interrupts it with
 * `interruption` carrying the next `event_id`, optionally lets one stale event arrive late, then
 * sends a new reply at 880 Hz whose ids are at or above the interruption's. The client must drop
 * every event below that id.
 */
export function interruption(options: InterruptionOptions = {}): Scenario {
  return async (connection) => {
    const rate = connection.settings.outputFormat.sampleRate
    const old = toneSamples(440, 0.25 * (options.staleEvents ?? 3), rate)
    const staleIds = connection.respond('Let me tell you a long story…', old)
    await sleep(options.gapMs ?? 100)
    // The new reply's first event takes exactly this id: equal ids are new audio and play.
    const interruptionId = connection.lastEventId + 1
    connection.sendEvent('interruption', { event_id: interruptionId })
    if (options.lateStale ?? true) {
      const late = encodeAudio(toneSamples(440, 0.25, rate), connection.settings.outputFormat)
      connection.sendEvent('audio', {
        audio_base_64: late,
        event_id: staleIds.at(-1) ?? interruptionId - 1,
      })
    }
    connection.respond('Sorry, go ahead.', toneSamples(880, 0.25 * (options.newEvents ?? 2), rate))
  }
}

/** The demo agent's behaviour: greet, then echo each utterance. */
export function demo(): Scenario[] {
  return [greeting(), echo()]
}
