/**
 * Scripted behaviours for the mock agent. A scenario runs once per connection; a list of them
 * runs in order, each awaited, so `[initiation(), clientToolCall(...), close(4000, 'done')]`
 * reads as a script. Behaviours that listen (like `echo`) attach and return at once.
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
    connection.sendEvent('agent_response', { agent_response: text })
    const rate = connection.settings.outputFormat.sampleRate
    const chime = [...toneSamples(660, 0.15, rate), ...toneSamples(880, 0.25, rate)]
    connection.sendAudio(Int16Array.from(chime))
  }
}

/** Tuning for the echo agent's end-of-utterance detection. */
export type EchoOptions = Omit<UtteranceDetectorOptions, 'sampleRate'>

/**
 * Listens to `user_audio_chunk`s and, after each utterance (speech followed by `silenceMs` of
 * quiet), answers with `user_transcript` "(audio N.N s)", an `agent_response`, and the same audio
 * back as `audio` events at the output format. A typed `user_message` is answered in text.
 */
export function echo(options: EchoOptions = {}): Scenario {
  return (connection) => {
    const { inputFormat, outputFormat } = connection.settings
    const detector = new UtteranceDetector({ ...options, sampleRate: inputFormat.sampleRate })
    const hear = (message: ClientMessage) => {
      if (message.type === 'user_message' && typeof message.text === 'string') {
        connection.sendEvent('agent_response', { agent_response: `You wrote: ${message.text}` })
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
        connection.sendEvent('user_transcript', { user_transcript: `(audio ${seconds} s)` })
        connection.sendEvent('agent_response', {
          agent_response: `Here is what I heard: ${seconds} seconds of audio.`,
        })
        connection.sendAudio(
          convertRate(utterance, inputFormat.sampleRate, outputFormat.sampleRate),
        )
      }
    }
    // Audio that arrived during earlier steps (e.g. over the greeting) counts too.
    for (const message of [...connection.received]) hear(message)
    connection.onMessage(hear)
  }
}

/** What the agent asks the client's tool to do. */
export interface ClientToolCallOptions {
  toolName: string
  parameters?: Record<string, unknown>
  toolCallId?: string
  /** How long to wait for the `client_tool_result` (5000 ms). */
  timeoutMs?: number
}

/**
 * Sends `client_tool_call` and waits for the matching `client_tool_result`, which stays in
 * `connection.received`. A missing result is recorded in `connection.errors`.
 */
export function clientToolCall(options: ClientToolCallOptions): Scenario {
  return async (connection) => {
    const toolCallId = options.toolCallId ?? `tool-call-${connection.nextEventId()}`
    connection.sendEvent('client_tool_call', {
      tool_name: options.toolName,
      tool_call_id: toolCallId,
      parameters: options.parameters ?? {},
    })
    await connection.waitFor('client_tool_result', {
      predicate: (message) => message.tool_call_id === toolCallId,
      timeoutMs: options.timeoutMs,
    })
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
 * Starts a reply (440 Hz, 250 ms per event), interrupts it with `interruption` carrying the next
 * `event_id`, optionally lets one stale event arrive late, then sends a new reply at 880 Hz whose
 * ids are at or above the interruption's. The client must drop every event below that id.
 */
export function interruption(options: InterruptionOptions = {}): Scenario {
  return async (connection) => {
    const rate = connection.settings.outputFormat.sampleRate
    connection.sendEvent('agent_response', { agent_response: 'Let me tell you a long story…' })
    const old = toneSamples(440, 0.25 * (options.staleEvents ?? 3), rate)
    const staleIds = connection.sendAudio(old)
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
    connection.sendEvent('agent_response', { agent_response: 'Sorry, go ahead.' })
    connection.sendAudio(toneSamples(880, 0.25 * (options.newEvents ?? 2), rate))
  }
}

/** How the agent pings. */
export interface PingOptions {
  /** Pings to send (1). */
  count?: number
  /** The `ping_ms` each carries (20; `null` is allowed by the protocol). */
  pingMs?: number | null
  /** Pause between pings, in milliseconds (0). */
  intervalMs?: number
  /** How long to wait for each `pong` (5000 ms). */
  timeoutMs?: number
}

/** Sends `ping` events and waits for the `pong` with each one's `event_id`. */
export function ping(options: PingOptions = {}): Scenario {
  return async (connection) => {
    for (let index = 0; index < (options.count ?? 1); index++) {
      if (index > 0) await sleep(options.intervalMs ?? 0)
      const eventId = connection.nextEventId()
      connection.sendEvent('ping', {
        event_id: eventId,
        ping_ms: options.pingMs === undefined ? 20 : options.pingMs,
      })
      await connection.waitFor('pong', {
        predicate: (message) => message.event_id === eventId,
        timeoutMs: options.timeoutMs,
      })
    }
  }
}

/** Closes the connection with a code (1000 means the agent ended the call) and reason. */
export function close(code = 1000, reason = ''): Scenario {
  return async (connection) => {
    await connection.close(code, reason)
  }
}

/** Waits before the next step. */
export function pause(ms: number): Scenario {
  return () => sleep(ms)
}

/** The frames `malformedFrames` sends: each is broken in a different way. */
export const MALFORMED_FRAMES: readonly string[] = [
  'not json',
  '{"type":"audio"',
  'null',
  '42',
  '"agent_response"',
  '[{"type":"agent_response"}]',
  '{}',
  '{"type":42}',
  '{"type":"audio"}',
  '{"type":"audio","audio_event":{"event_id":1}}',
  '{"type":"audio","audio_event":{"audio_base_64":"!!not base64!!","event_id":1}}',
  '{"type":"audio","audio_event":{"audio_base_64":"AAAA","event_id":"one"}}',
  '{"type":"agent_response","agent_response_event":{}}',
  '{"type":"user_transcript","user_transcription_event":null}',
  '{"type":"interruption","interruption_event":{"event_id":null}}',
  '{"type":"ping","ping_event":{}}',
  '{"type":"client_tool_call","client_tool_call":{"parameters":{}}}',
  '{"type":"no_such_type","no_such_type_event":{}}',
]

/**
 * Sends every frame in `MALFORMED_FRAMES` plus a binary frame, then a well-formed
 * `agent_response` "Still here." so a test can tell the client carried on.
 */
export function malformedFrames(): Scenario {
  return (connection) => {
    for (const frame of MALFORMED_FRAMES) connection.sendRaw(frame)
    connection.sendRaw(Uint8Array.of(0, 1, 2, 3))
    connection.sendEvent('agent_response', { agent_response: 'Still here.' })
  }
}

/** The demo agent's behaviour: greet, then echo each utterance. */
export function demo(): Scenario[] {
  return [greeting(), echo()]
}
