/**
 * The probe's speaker tap: an AudioWorklet that sees every sample going to the speakers, on the
 * audio thread, so a busy main thread can delay its reports but never lose audio. Every 1024
 * samples it reports the level and pitch of the last 2048; at once it reports where, to the
 * sample, sound starts after silence (for latency figures), and every gap: a run of two or more
 * samples of exact zero between sounds, which is what a player that ran dry leaves behind (a
 * tone or a voice crosses zero, but never stays there), however short.
 *
 * The page loads it from a same-origin URL the tests serve by routing (so the site's Content
 * Security Policy, `script-src 'self'`, allows it as it would the site's own worklets).
 */

/** The processor's registered name. */
export const TAP_PROCESSOR = 'voice-probe-tap'

/** The URL path the tests serve the tap at, on the site's own origin. */
export const TAP_PATH = '/__voice-probe/tap.js'

/** Levels below this are silence (−60 dBFS). */
export const SILENCE = 1e-3

/** What the tap reports. */
export type TapReport =
  | { type: 'frame'; time: number; rms: number; pitch: number | null }
  | { type: 'onset'; time: number }
  | { type: 'silence'; time: number }
  | { type: 'gap'; time: number; end: number }

/** The module's source, with the pitch estimator inlined. */
export function tapWorkletSource(
  pitchOf: (samples: ArrayLike<number>, sampleRate: number) => number | undefined,
): string {
  return `const pitchOf = (${pitchOf.toString()});
const SILENCE = ${SILENCE};
class Tap extends AudioWorkletProcessor {
  constructor() {
    super();
    this.window = new Float32Array(2048);
    this.sinceReport = 0;
    this.sounding = false;
    this.heard = false;
    this.zeros = 0;
    this.zerosFrom = 0;
  }
  process(inputs) {
    const block = inputs[0] && inputs[0][0];
    const length = block ? block.length : 128;
    this.window.copyWithin(0, length);
    if (block) this.window.set(block, this.window.length - length);
    else this.window.fill(0, this.window.length - length);
    let first = -1;
    let peak = 0;
    for (let index = 0; index < length; index++) {
      const level = block ? Math.abs(block[index]) : 0;
      if (level > peak) peak = level;
      if (first < 0 && level > SILENCE) first = index;
      if (level === 0) {
        if (this.zeros === 0) this.zerosFrom = currentFrame + index;
        this.zeros++;
      } else {
        if (this.heard && this.zeros >= 2) {
          this.port.postMessage({
            type: 'gap',
            time: this.zerosFrom / sampleRate,
            end: (currentFrame + index) / sampleRate,
          });
        }
        this.heard = true;
        this.zeros = 0;
      }
    }
    if (!this.sounding && first >= 0) {
      this.sounding = true;
      this.port.postMessage({ type: 'onset', time: (currentFrame + first) / sampleRate });
    } else if (this.sounding && peak <= SILENCE) {
      this.sounding = false;
      this.port.postMessage({ type: 'silence', time: currentFrame / sampleRate });
    }
    this.sinceReport += length;
    if (this.sinceReport >= 1024) {
      this.sinceReport = 0;
      let sum = 0;
      for (let index = 1024; index < 2048; index++) sum += this.window[index] * this.window[index];
      const rms = Math.sqrt(sum / 1024);
      const pitch = rms > SILENCE ? pitchOf(this.window, sampleRate) : undefined;
      this.port.postMessage({
        type: 'frame',
        time: (currentFrame + length) / sampleRate,
        rms,
        pitch: pitch === undefined ? null : pitch,
      });
    }
    return true;
  }
}
registerProcessor('${TAP_PROCESSOR}', Tap);
`
}
