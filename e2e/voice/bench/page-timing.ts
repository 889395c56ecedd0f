/**
 * The benchmark's page instrumentation, beside the test probe (which reads the speakers): when
 * each microphone chunk left the capture worklet and when it was sent, and when the agent's
 * audio and interruption messages reached the page. Self-contained: it is serialised into the
 * page as an init script.
 */

/** What the page records, on its `performance.now()` clock. */
export interface PageTiming {
  /** Each `user_audio_chunk` sent: when its capture chunk reached the page, and when it was sent. */
  sends: { capturedAt: number; sentAt: number }[]
  /** Arrival of each agent `audio` message, and of each `interruption`. */
  audio: number[]
  interruptions: number[]
  /**
   * Steps of the start, in order, for where its time goes: `microphone asked` / `granted`,
   * `socket created` / `open`, `metadata`, `worklet asked` / `loaded` (the client's modules, not
   * the probe's tap).
   */
  steps: { step: string; t: number }[]
}

declare global {
  interface Window {
    __timing: PageTiming
  }
}

/** The init script's body. */
export function installTiming(): void {
  const timing: PageTiming = { sends: [], audio: [], interruptions: [], steps: [] }
  window.__timing = timing
  if (typeof AudioWorkletNode === 'undefined') return
  let capturedAt = 0
  const step = (name: string) => timing.steps.push({ step: name, t: performance.now() })

  const getUserMedia = MediaDevices.prototype.getUserMedia
  MediaDevices.prototype.getUserMedia = async function (constraints) {
    step('microphone asked')
    const stream = await getUserMedia.call(this, constraints)
    step('microphone granted')
    return stream
  }

  const addModule = AudioWorklet.prototype.addModule
  AudioWorklet.prototype.addModule = async function (url, options) {
    const own = !String(url).includes('__voice-probe')
    if (own) step('worklet asked')
    await addModule.call(this, url, options)
    if (own) step('worklet loaded')
  }

  const NativeNode = window.AudioWorkletNode
  window.AudioWorkletNode = class AudioWorkletNode extends NativeNode {
    constructor(context: BaseAudioContext, name: string, options?: AudioWorkletNodeOptions) {
      super(context, name, options)
      // Both clients' capture worklets: ours and @elevenlabs/client's.
      if (/capture|rawAudioProcessor/i.test(name)) {
        this.port.addEventListener('message', () => {
          capturedAt = performance.now()
        })
      }
    }
  }

  const send = WebSocket.prototype.send
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"user_audio_chunk"')) {
      timing.sends.push({ capturedAt, sentAt: performance.now() })
    }
    return send.call(this, data)
  }

  const NativeSocket = window.WebSocket
  window.WebSocket = class WebSocket extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      step('socket created')
      this.addEventListener('open', () => step('socket open'))
      // Registered before the client's own listener, so it sees each message first.
      this.addEventListener('message', ({ data }) => {
        if (typeof data !== 'string') return
        if (data.includes('"conversation_initiation_metadata"')) step('metadata')
        if (data.includes('"type":"audio"')) timing.audio.push(performance.now())
        else if (data.includes('"type":"interruption"'))
          timing.interruptions.push(performance.now())
      })
    }
  }
}
