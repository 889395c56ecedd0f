import { abortable } from './abort'
import { Input } from './audio/input'
import { Output } from './audio/output'
import { Connection, type SocketConstructor } from './connection'
import { bytesToBase64 } from './dsp/base64'
import { USER_ENDED } from './errors'
import { FeedbackTracker } from './feedback'
import {
  DEFAULT_CONNECTION_DELAY,
  DEFAULT_INPUT_CHUNK_MS,
  DEFAULT_JITTER_BUFFER_MS,
  type SessionOptions,
  socketTarget,
} from './options'
import { delay, detectPlatform, resolveDelay } from './platform'
import { initiationMessage } from './protocol/initiation'
import { Session } from './session'
import { SessionState } from './session-state'
import { StatsTracker } from './stats'
import { requestWakeLock, type WakeLockHandle } from './wake-lock'

const stopTracks = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

/**
 * Opens a session: wake lock, platform connection delay, microphone (unless `textOnly`),
 * socket, initiation, then audio. Resolves once the server's metadata has arrived and audio runs.
 *
 * When `options.signal` aborts first, whatever is open is released at once (socket closed,
 * microphone stopped, audio contexts closed, wake lock released), the promise rejects with the
 * signal's reason, and no callback fires from then on: the session never existed.
 */
export async function openSession(options: SessionOptions): Promise<Session> {
  const { signal } = options
  signal?.throwIfAborted()
  const state = new SessionState(options)
  state.begin()
  let wakeLock: WakeLockHandle | undefined
  let stream: MediaStream | undefined
  let connection: Connection | undefined
  let session: Session | undefined
  try {
    const target = socketTarget(options)
    if (options.useWakeLock !== false) {
      wakeLock = await abortable(requestWakeLock(), signal, (lock) => lock.release())
    }
    const wait = resolveDelay(options.connectionDelay, DEFAULT_CONNECTION_DELAY, detectPlatform())
    await abortable(delay(wait), signal)
    if (!options.textOnly) {
      stream = await abortable(
        Input.openMicrophone(options.inputDeviceId, options.preferHeadphonesForIosDevices),
        signal,
        stopTracks,
      )
    }
    const stats = new StatsTracker(options.onStats, () => connection?.bufferedAmount ?? 0)
    const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor)
    connection = await Connection.open(
      target.url,
      target.protocols,
      initiationMessage(options),
      Socket,
      signal,
    )
    const metadataAt = performance.now()
    const feedback = new FeedbackTracker(options.onCanSendFeedbackChange)
    const live = new Session({ options, state, connection, feedback, stats, wakeLock })
    session = live
    if (stream) {
      const open = connection
      const [input, output] = await abortable(
        Promise.allSettled([
          Input.create(stream, {
            format: open.inputFormat,
            chunkMs: options.inputChunkMs ?? DEFAULT_INPUT_CHUNK_MS,
            workletPath: options.workletPaths?.capture,
            signal,
            onChunk: (bytes) => open.send({ user_audio_chunk: bytesToBase64(bytes) }),
          }),
          Output.create({
            format: open.outputFormat,
            jitterMs: options.jitterBufferMs ?? DEFAULT_JITTER_BUFFER_MS,
            deviceId: options.outputDeviceId,
            workletPath: options.workletPaths?.playback,
            signal,
            onReport: (type, depthMs) => live.playback(type, depthMs),
          }),
        ]),
        signal,
        (results) => {
          for (const result of results) if (result.status === 'fulfilled') void result.value.close()
        },
      )
      if (input.status === 'fulfilled') live.input = input.value
      if (output.status === 'fulfilled') live.output = output.value
      if (input.status === 'rejected') throw input.reason
      if (output.status === 'rejected') throw output.reason
      stream = undefined
    }
    // An abort that landed while the last step was resolving still wins.
    signal?.throwIfAborted()
    state.setStatus('connected')
    stats.connected(metadataAt)
    options.onConnect?.({ conversationId: connection.conversationId })
    connection.attach({ frame: (data) => live.frame(data), end: (end) => live.socketEnded(end) })
    return live
  } catch (error) {
    connection?.close(1000, signal?.aborted ? USER_ENDED : undefined)
    stopTracks(stream)
    wakeLock?.release()
    await Promise.all([session?.input?.close(), session?.output?.close()])
    if (signal?.aborted) throw signal.reason
    state.setStatus('disconnected')
    throw error
  }
}
