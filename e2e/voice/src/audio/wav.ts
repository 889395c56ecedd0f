/**
 * Mono 16-bit PCM WAV files: the fake microphone's speech fixture and what the tests compare it
 * with. Only the one layout the fixture uses is read; anything else fails with the reason.
 */

/** Audio as 16-bit samples with their rate. */
export interface PcmAudio {
  sampleRate: number
  samples: Int16Array
}

function chunkId(view: DataView, offset: number): string {
  return String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + offset, 4))
}

/**
 * Reads a mono 16-bit PCM WAV.
 *
 * @throws Error naming what is wrong when the bytes are not such a file.
 */
export function readWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 12 || chunkId(view, 0) !== 'RIFF' || chunkId(view, 8) !== 'WAVE') {
    throw new Error('Not a WAV file: the RIFF/WAVE header is missing.')
  }
  let offset = 12
  let sampleRate: number | undefined
  while (offset + 8 <= bytes.length) {
    const id = chunkId(view, offset)
    const size = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ') {
      const format = view.getUint16(body, true)
      const channels = view.getUint16(body + 2, true)
      const bits = view.getUint16(body + 14, true)
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(
          `Only mono 16-bit PCM WAV is supported; got format ${format}, ${channels} channels, ${bits} bits.`,
        )
      }
      sampleRate = view.getUint32(body + 4, true)
    } else if (id === 'data') {
      if (sampleRate === undefined) throw new Error('The WAV data chunk comes before its format.')
      const count = Math.floor(Math.min(size, bytes.length - body) / 2)
      const samples = new Int16Array(count)
      for (let index = 0; index < count; index++) {
        samples[index] = view.getInt16(body + index * 2, true)
      }
      return { sampleRate, samples }
    }
    offset = body + size + (size % 2)
  }
  throw new Error('The WAV file has no data chunk.')
}

/** Writes mono 16-bit PCM samples as a WAV file. */
export function writeWav({ sampleRate, samples }: PcmAudio): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) {
      view.setUint8(offset + index, text.charCodeAt(index))
    }
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  samples.forEach((sample, index) => {
    view.setInt16(44 + index * 2, sample, true)
  })
  return bytes
}
