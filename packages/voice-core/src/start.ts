import { abortable } from './abort'
import { closeContext } from './audio/context'
import { type CaptureSetup, Input, stopTracks } from './audio/input'
import { Output } from './audio/output'
import { watchSuspensions } from './audio/recovery'
import { takeSpeakerContext } from './audio/unlock'
import { Callbacks } from './callbacks'
import { Connection, type SocketConstructor } from './connection'
import { MICROPHONE_ENDED_MESSAGE, USER_ENDED } from './errors'
import { FeedbackTracker } from './feedback'
import type { SessionOptions } from './options'
import { chunkToBase64 } from './page-base64'
import { delay, detectPlatform, resolveDelay } from './platform'
import { initiationMessage } from './protocol/initiation'
import { Session } from './session'
import { SessionState } from './session-state'
import { DEFAULT_CONNECTION_DELAY, resolveSettings } from './settings'
import { StatsTracker } from './stats'
import { requestWakeLock, type WakeLockHandle } from './wake-lock'
import { preloadWorklet } from './worklets/load'

/**
 * Opens a session: microphone request (unless text-only), speaker context, wake lock request,
 * platform connection delay, socket, initiation, then audio. Resolves once the server's metadata
 * has arrived and audio runs.
 *
 * The microphone is asked for and the speaker's AudioContext created and resumed before the first
 * `await`, inside the user's tap, or iOS Safari would keep the agent silent. The speaker's worklet
 * starts loading at once, and the capture context as soon as the microphone is granted, so both
 * are ready (or nearly) when the socket's handshake ends rather than only starting then. When
 * `options.signal` aborts first, whatever is open is released at once, the promise rejects with
 * the signal's reason, and no callback fires from then on: the session never existed.
 * `created` is called with the session once it is complete, just before it reports `connected`.
 */
export async function openSession(
  options: SessionOptions,
  created?: (session: Session) => void,
): Promise<Session> {
  const { signal } = options
  signal?.throwIfAborted()
  const callbacks = new Callbacks(options)
  const state = new SessionState(callbacks)
  state.begin()
  callbacks.emit('onCanSendFeedbackChange', { canSendFeedback: false })
  let speaker: AudioContext | undefined
  let playbackModule: Promise<void> | undefined
  let capture: CaptureSetup | undefined
  let wakeLockRequest: Promise<WakeLockHandle> | undefined
  let microphone: Promise<MediaStream> | undefined
  let connection: Connection | undefined
  let session: Session | undefined
  try {
    const settings = resolveSettings(options)
    if (!settings.textOnly) {
      // The microphone is asked for before any audio context opens: Chromium answers it several
      // times faster than while it is also starting a context's audio.
      microphone = Input.openMicrophone(
        options.inputDeviceId,
        options.preferHeadphonesForIosDevices,
        options.audioConstraints,
      )
      microphone.catch(() => undefined)
      speaker = takeSpeakerContext()
      playbackModule = preloadWorklet(speaker, 'playback', settings.playbackPath)
    }
    // Asked for alongside the microphone, not before it: a browser can take several
    // milliseconds to answer, and a call works without the lock.
    if (options.useWakeLock !== false) wakeLockRequest = requestWakeLock()
    const wait = resolveDelay(options.connectionDelay, DEFAULT_CONNECTION_DELAY, detectPlatform())
    await abortable(delay(wait), signal)
    if (microphone) {
      capture = Input.prepare(
        await abortable(microphone, signal, stopTracks),
        settings.capturePath,
        options.audioConstraints,
      )
    }
    const stats = new StatsTracker(callbacks, () => connection?.bufferedAmount ?? 0)
    const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor)
    const initiation = initiationMessage(options, settings.textOnly)
    connection = await Connection.open(settings.url, settings.protocols, initiation, Socket, {
      signal,
      timeoutMs: settings.metadataTimeoutMs,
    })
    if (callbacks.has('onOutgoingEvent')) {
      connection.outgoing = (message) => callbacks.emit('onOutgoingEvent', message)
      // Sent before there were callbacks to tell; told now, first, as it went first.
      connection.outgoing(initiation)
    }
    const metadataAt = performance.now()
    const wakeLock = await wakeLockRequest
    const feedback = new FeedbackTracker(callbacks)
    const parts = { options, callbacks, state, connection, feedback, stats, wakeLock }
    const live = new Session(parts)
    session = live
    // Audio parts come as a set: a capture setup means a speaker and its worklet too.
    if (capture) {
      const speakerContext = speaker as AudioContext
      const open = connection
      let deviceId = options.outputDeviceId
      if (deviceId && !Output.canChooseDevice(speakerContext)) {
        callbacks.emit('onDebug', 'outputDeviceId skipped: this browser cannot choose a speaker.')
        deviceId = undefined
      }
      const [input, output] = await abortable(
        Promise.allSettled([
          Input.create(capture, {
            format: open.inputFormat,
            chunkMs: settings.chunkMs,
            signal,
            onChunk: (bytes) => open.sendAudio(chunkToBase64(bytes)),
            // Said once: what the visitor said before the agent was ready went out, up to the bound.
            onHeld: (report) => callbacks.emit('onDebug', report),
          }),
          Output.create({
            context: speakerContext,
            format: open.outputFormat,
            jitterMs: settings.jitterMs,
            deviceId,
            module: playbackModule as Promise<void>,
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
      if (live.input?.ended) throw new Error(MICROPHONE_ENDED_MESSAGE)
    }
    // An abort that landed while the last step was resolving still wins.
    signal?.throwIfAborted()
    created?.(live)
    state.setStatus('connected')
    stats.connected(metadataAt)
    callbacks.emit('onConversationMetadata', connection.metadata)
    callbacks.emit('onConnect', { conversationId: connection.conversationId })
    live.input?.watchEnded(() => {
      const context = { type: 'microphone_ended' }
      void live.finish({ reason: 'error', message: MICROPHONE_ENDED_MESSAGE, context })
    })
    live.stopRecovery = watchSuspensions(
      { output: live.output?.context, input: live.input?.context },
      (event) => {
        if (event.type === 'audio_suspended') stats.audioSuspended()
        callbacks.emit('onDebug', event)
      },
      // The browser drops the wake lock while the page is hidden.
      () => wakeLock?.renew(),
    )
    connection.attach({ frame: (data) => live.frame(data), end: (end) => live.socketEnded(end) })
    return live
  } catch (error) {
    const aborted = signal?.aborted
    if (aborted) callbacks.silence()
    connection?.close(1000, aborted ? USER_ENDED : undefined)
    // Stopped now if granted, or as soon as it is.
    void microphone?.then(stopTracks, () => undefined)
    void wakeLockRequest?.then((lock) => lock.release())
    await Promise.all([
      session?.input?.close(),
      session?.output?.close(),
      speaker && closeContext(speaker),
      capture && closeContext(capture.context),
    ])
    state.setStatus('disconnected')
    throw aborted ? signal?.reason : error
  }
}
