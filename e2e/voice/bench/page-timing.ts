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
}

declare global {
  interface Window {
    __timing: PageTiming
  }
}

/** The init script's body. */
export function installTiming(): void {
  const timing: PageTiming = { sends: [], audio: [], interruptions: [] }
  window.__timing = timing
  if (typeof AudioWorkletNode === 'undefined') return
  let capturedAt = 0

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
      // Registered before the client's own listener, so it sees each message first.
      this.addEventListener('message', ({ data }) => {
        if (typeof data !== 'string') return
        if (data.includes('"type":"audio"')) timing.audio.push(performance.now())
        else if (data.includes('"type":"interruption"'))
          timing.interruptions.push(performance.now())
      })
    }
  }
}
