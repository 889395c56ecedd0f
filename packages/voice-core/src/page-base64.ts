/**
 * Base64 for the page's side of the audio: microphone chunks out, agent audio in. Pages always
 * have `btoa`/`atob`, so the page does not ship the script codec of `dsp`, which exists for
 * contexts without them (AudioWorklets).
 */

/**
 * Base64 of a microphone chunk: the engine's own `toBase64` where it has one, else `btoa`.
 *
 * @param bytes - one encoded chunk.
 * @returns standard base64 with `=` padding.
 */
export function chunkToBase64(bytes: Uint8Array): string {
  const native = (bytes as { toBase64?: () => string }).toBase64
  if (native) return native.call(bytes)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Agent audio from its base64 text, by the rules of `base64ToBytes` in `dsp`: padding may be
 * omitted, anything outside the standard alphabet is refused. `atob` follows the same rules but
 * also skips whitespace, which no audio payload has, so whitespace is refused first.
 *
 * @param text - the `audio_base_64` of an audio message.
 * @returns a fresh array filling its own buffer.
 * @throws when `text` is not valid base64.
 */
export function audioFromBase64(text: string): Uint8Array {
  if (/\s/.test(text)) throw new TypeError('Invalid base64: whitespace')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
