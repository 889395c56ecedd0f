import type { AudioFormat } from '../connection'
import { encodeMuLawBuffer } from '../dsp/mulaw'
import { floatTo16BitPcm } from '../dsp/pcm'

/**
 * Encodes one microphone chunk for the wire: 16-bit PCM little-endian (whatever the platform's
 * byte order) or G.711 mu-law bytes.
 */
export function encodeChunk(samples: Float32Array, encoding: AudioFormat['encoding']): Uint8Array {
  const pcm = floatTo16BitPcm(samples)
  if (encoding === 'ulaw') return encodeMuLawBuffer(pcm)
  const bytes = new Uint8Array(pcm.length * 2)
  const view = new DataView(bytes.buffer)
  for (let index = 0; index < pcm.length; index++) {
    view.setInt16(index * 2, pcm[index] as number, true)
  }
  return bytes
}
