/*
 * voice-core's volumes are the mean of an analyser's byte spectrum over the voice's band (as
 * `@elevenlabs/client` computes them): the analyser maps -100..-30 dB to 0..255, so speech at a
 * normal distance reads only about 0.2 to 0.43, pauses and room noise under 0.1 (measured in
 * Chromium with the voice e2e speech fixture at 16 and 48 kHz). Drawn as it is, a meter barely
 * moves; these bounds stretch that band over the meter's whole height.
 */

/** At or below this volume a meter rests: pauses between words, room noise. */
export const SPEECH_QUIET = 0.08
/** At or above this volume a meter is full: a voice at its loudest. */
export const SPEECH_LOUD = 0.4

/**
 * A voice volume from voice-core (`getInputVolume()`, `getOutputVolume()`) as a meter level from
 * 0 to 1 that moves with speech: silence and pauses 0, ordinary speech about 0.4 to 1.
 *
 * @example <LevelMeter value={speechLevel(conversation.getInputVolume())} label="Microphone" />
 */
export function speechLevel(volume: number): number {
  if (!(volume > SPEECH_QUIET)) return 0
  return Math.min(1, (volume - SPEECH_QUIET) / (SPEECH_LOUD - SPEECH_QUIET))
}
