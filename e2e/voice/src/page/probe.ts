/**
 * The test probe: an init script that watches what the voice chat does with the browser's
 * devices, without any hook in production code. It wraps `getUserMedia`, the Permissions API,
 * `AudioContext`, `WebSocket` and `AudioNode.prototype.connect` (a tap listens to every node
 * connected to the speakers) and records the panel's status words and toasts as they change.
 *
 * What plays is read by an AudioWorklet tap (`tap-worklet.ts`) on the audio thread.
 * `installProbe` is serialised into the page: it must stay self-contained (no imports and no
 * names from outside its body).
 */

/** One reading of what goes to the speakers: about 21 ms of audio at 48 kHz. */
export interface OutputFrame {
  /** When it is heard, on the page's `performance.now()` clock. */
  t: number
  rms: number
  /** The pitch in hertz, or null when the frame has none. */
  pitch: number | null
}

/** A text the panel showed, and when. */
export interface TrailEntry {
  t: number
  kind: 'status' | 'toast'
  text: string
}

/** What the probe exposes as `window.__voiceProbe`. */
export interface VoiceProbe {
  /** Every `getUserMedia` call: its constraints, and how many tracks were live when it was made. */
  microphoneRequests: { constraints: unknown; liveBefore: number; t: number }[]
  /** Every Permissions API query, by permission name. */
  permissionQueries: string[]
  /** Microphone tracks still capturing. */
  liveTracks(): number
  /** Audio contexts created, and those not closed yet. */
  contexts(): { created: number; open: number }
  /** WebSockets created, and those connecting or open. */
  sockets(): { created: number; open: number }
  /** Starts or stops keeping the speaker tap's readings. */
  recordOutput(on: boolean): void
  /** Readings kept so far. */
  output: OutputFrame[]
  /** When sound started after silence, and when it fell silent, while recording. */
  onsets: number[]
  silences: number[]
  /** Runs of exact zeros between sounds (a player running dry), while recording. */
  gaps: { start: number; end: number }[]
  /** Returns the readings so far and forgets them. */
  takeOutput(): OutputFrame[]
  /**
   * How far the audio clock's mapping to the page clock moved while recording, in milliseconds:
   * the resolution of every time the tap reports (the largest over the contexts it listens to).
   */
  clockSpread(): number
  /** Status words and toast texts, oldest first. */
  trail: TrailEntry[]
}

declare global {
  interface Window {
    __voiceProbe: VoiceProbe
  }
}

/** The init script's body; see the file comment. */
export function installProbe(tap: { path: string; processor: string }): void {
  const now = () => performance.now()
  const tracks: WeakRef<MediaStreamTrack>[] = []
  const contexts: WeakRef<AudioContext>[] = []
  const sockets: WeakRef<WebSocket>[] = []
  const taps = new WeakMap<BaseAudioContext, Promise<AudioWorkletNode | undefined>>()
  // Contexts that send something to the speakers; the others' taps (a microphone's) hear nothing.
  const playing = new WeakSet<BaseAudioContext>()
  // Keyed by a number, not the context, so the probe never keeps a closed context alive.
  const contextIds = new WeakMap<BaseAudioContext, number>()
  let contextCount = 0
  const clockRanges = new Map<number, [number, number]>()
  let recording = false
  const liveTracks = () => tracks.filter((ref) => ref.deref()?.readyState === 'live').length

  const probe: VoiceProbe = {
    microphoneRequests: [],
    permissionQueries: [],
    liveTracks,
    contexts: () => ({
      created: contexts.length,
      open: contexts.filter((ref) => {
        const context = ref.deref()
        return context !== undefined && context.state !== 'closed'
      }).length,
    }),
    sockets: () => ({
      created: sockets.length,
      open: sockets.filter((ref) => {
        const socket = ref.deref()
        return socket !== undefined && socket.readyState <= 1
      }).length,
    }),
    recordOutput(on) {
      if (on && !recording) clockRanges.clear()
      recording = on
    },
    output: [],
    onsets: [],
    silences: [],
    gaps: [],
    takeOutput() {
      return probe.output.splice(0)
    },
    clockSpread() {
      let spread = 0
      for (const [low, high] of clockRanges.values()) spread = Math.max(spread, high - low)
      return spread
    },
    trail: [],
  }
  window.__voiceProbe = probe

  // Only pages have these; the script also runs in frames without them.
  if (typeof MediaDevices === 'undefined' || typeof AudioNode === 'undefined') return

  const getUserMedia = MediaDevices.prototype.getUserMedia
  MediaDevices.prototype.getUserMedia = async function (constraints) {
    probe.microphoneRequests.push({
      constraints: JSON.parse(JSON.stringify(constraints ?? null)),
      liveBefore: liveTracks(),
      t: now(),
    })
    const stream = await getUserMedia.call(this, constraints)
    for (const track of stream.getTracks()) tracks.push(new WeakRef(track))
    return stream
  }

  const query = Permissions.prototype.query
  Permissions.prototype.query = function (descriptor) {
    probe.permissionQueries.push(String((descriptor as { name?: unknown }).name))
    return query.call(this, descriptor)
  }

  const NativeAudioContext = window.AudioContext
  window.AudioContext = class AudioContext extends NativeAudioContext {
    constructor(options?: AudioContextOptions) {
      super(options)
      contexts.push(new WeakRef(this))
      // Loaded now, beside the page's own worklets, so it is ready when their audio starts.
      void tapOf(this)
    }
  }

  const NativeWebSocket = window.WebSocket
  window.WebSocket = class WebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      sockets.push(new WeakRef(this))
    }
  }

  /**
   * A time on the context's clock as a time on the page's clock: when the sample rendered then
   * reaches the speakers (`getOutputTimestamp`, whose mapping holds to a fraction of a
   * millisecond), less the device's own output latency, which is the same for every client. The
   * main thread's `currentTime` would only be good to a device buffer or two (10–20 ms).
   */
  function pageTime(context: BaseAudioContext, time: number): number {
    const stamp = context instanceof AudioContext ? context.getOutputTimestamp() : undefined
    if (!stamp?.performanceTime || stamp.contextTime === undefined) {
      return now() - (context.currentTime - time) * 1000
    }
    const offset = stamp.performanceTime - stamp.contextTime * 1000
    if (recording) {
      const id = contextIds.get(context) ?? contextCount++
      contextIds.set(context, id)
      const [low, high] = clockRanges.get(id) ?? [offset, offset]
      clockRanges.set(id, [Math.min(low, offset), Math.max(high, offset)])
    }
    const latency = (context as AudioContext).outputLatency || 0
    return offset + time * 1000 - latency * 1000
  }

  type Report =
    | { type: 'frame'; time: number; rms: number; pitch: number | null }
    | { type: 'onset' | 'silence'; time: number }
    | { type: 'gap'; time: number; end: number }

  function tapOf(context: BaseAudioContext): Promise<AudioWorkletNode | undefined> {
    let node = taps.get(context)
    if (!node) {
      node = context.audioWorklet.addModule(tap.path).then(
        () => {
          const worklet = new AudioWorkletNode(context, tap.processor, {
            numberOfInputs: 1,
            numberOfOutputs: 0,
            channelCount: 1,
            channelCountMode: 'explicit',
          })
          worklet.port.onmessage = ({ data }: MessageEvent<Report>) => {
            if (!recording || !playing.has(context)) return
            const t = pageTime(context, data.time)
            if (data.type === 'frame') probe.output.push({ t, rms: data.rms, pitch: data.pitch })
            else if (data.type === 'onset') probe.onsets.push(t)
            else if (data.type === 'gap')
              probe.gaps.push({ start: t, end: pageTime(context, data.end) })
            else probe.silences.push(t)
          }
          return worklet
        },
        () => undefined,
      )
      taps.set(context, node)
    }
    return node
  }

  const connect = AudioNode.prototype.connect as (
    this: AudioNode,
    destination: AudioNode | AudioParam,
    output?: number,
    input?: number,
  ) => AudioNode | undefined
  AudioNode.prototype.connect = function (
    this: AudioNode,
    destination: AudioNode | AudioParam,
    output?: number,
    input?: number,
  ) {
    const result = connect.call(this, destination, output, input)
    if (
      destination instanceof AudioDestinationNode ||
      destination instanceof MediaStreamAudioDestinationNode
    ) {
      playing.add(this.context)
      void tapOf(this.context).then((worklet) => {
        if (worklet && this.context.state !== 'closed') connect.call(this, worklet)
      })
    }
    return result
  } as typeof AudioNode.prototype.connect

  let status = ''
  const seenToasts = new WeakSet<Element>()
  function watch() {
    const label = document.querySelector('[aria-label="Call status"] [role="status"]')
    const text = label?.textContent?.trim() ?? ''
    if (text !== status) {
      status = text
      if (text) probe.trail.push({ t: now(), kind: 'status', text })
    }
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const words = toast.textContent?.trim() ?? ''
      if (!words || seenToasts.has(toast)) continue
      seenToasts.add(toast)
      probe.trail.push({ t: now(), kind: 'toast', text: words })
    }
  }
  const start = () => {
    new MutationObserver(watch).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    })
    watch()
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
}

/** The init script for a page. */
export function probeScript(tap: { path: string; processor: string }): string {
  return `(${installProbe.toString()})(${JSON.stringify(tap)});`
}
