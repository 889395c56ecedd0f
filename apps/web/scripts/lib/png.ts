const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * The pixel size of a PNG, read from its header (the IHDR chunk right after the signature).
 *
 * @throws Error when the bytes are not a PNG.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(signature)) {
    throw new Error('Not a PNG file: the 8-byte PNG signature is missing.')
  }
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file: the first chunk is not IHDR.')
  }
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}
