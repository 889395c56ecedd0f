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
   * Where each utterance's last loud sample reached the page's audio, from a tap on the microphone
   * stream the client was given: the end of a turn at the microphone.
   */
  microphoneEnds: number[]
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
  const timing: PageTiming = {
    sends: [],
    audio: [],
    interruptions: [],
    microphoneEnds: [],
    steps: [],
  }
  window.__timing = timing
  if (typeof AudioWorkletNode === 'undefined') return
  let capturedAt = 0
  const step = (name: string) => timing.steps.push({ step: name, t: performance.now() })

  const getUserMedia = MediaDevices.prototype.getUserMedia
  MediaDevices.prototype.getUserMedia = async function (constraints) {
    step('microphone asked')
    const stream = await getUserMedia.call(this, constraints)
    step('microphone granted')
    void tapMicrophone(stream)
    return stream
  }

  // The microphone tap: a context of its own hears the stream the client was given and reports,
  // on the audio thread, the last loud sample of each utterance (half a second of quiet after
  // it). Same threshold and quiet as the agent's side (`turns.ts`).
  const micTap = `class MicTap extends AudioWorkletProcessor {
    constructor() { super(); this.lastLoud = -1; }
    process(inputs) {
      const block = inputs[0] && inputs[0][0];
      if (!block) return true;
      for (let i = 0; i < block.length; i++) {
        if (Math.abs(block[i]) > 0.01) this.lastLoud = currentFrame + i;
      }
      if (this.lastLoud >= 0 && currentFrame + block.length - this.lastLoud >= sampleRate / 2) {
        this.port.postMessage(this.lastLoud / sampleRate);
        this.lastLoud = -1;
      }
      return true;
    }
  }
  registerProcessor('bench-mic-tap', MicTap);`
  async function tapMicrophone(stream: MediaStream) {
    // At the track's own rate: resampling in the tap would delay its times, and the clients ask
    // for different rates (the official client for the agent's, ours for 16 kHz).
    const sampleRate = stream.getAudioTracks()[0]?.getSettings().sampleRate
    const context = new AudioContext(sampleRate ? { sampleRate } : {})
    const url = URL.createObjectURL(new Blob([micTap], { type: 'text/javascript' }))
    // The native call: the wrapper below counts the clients' own modules only.
    await addModule.call(context.audioWorklet, url)
    const node = new AudioWorkletNode(context, 'bench-mic-tap', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
    })
    node.port.onmessage = ({ data }: MessageEvent<number>) => {
      // When the block holding that sample was computed: when it would be heard, less the
      // context's own buffering and the device's latency.
      const stamp = context.getOutputTimestamp()
      const heard =
        stamp.performanceTime && stamp.contextTime !== undefined
          ? stamp.performanceTime + (data - stamp.contextTime) * 1000
          : performance.now() - (context.currentTime - data) * 1000
      timing.microphoneEnds.push(heard - (context.baseLatency + context.outputLatency) * 1000)
    }
    context.createMediaStreamSource(stream).connect(node)
    await context.resume()
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
