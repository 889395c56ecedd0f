const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digit = new Map([...base64].map((char, index) => [char, index]))

/** A source map's parts the checks read. */
export interface SourceMap {
  sources: string[]
  mappings: string
}

/**
 * The sources that contribute generated code to a chunk: those at least one mapping segment
 * points at. A source listed in `sources` but mapped by no segment contributed no byte.
 */
export function contributingSources(map: SourceMap): string[] {
  const used = new Set<number>()
  let source = 0
  for (const line of map.mappings.split(';')) {
    for (const segment of line.split(',')) {
      if (segment === '') continue
      const fields: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const bits = digit.get(char)
        if (bits === undefined) throw new Error(`Invalid source map character "${char}".`)
        value += (bits & 31) << shift
        if (bits & 32) {
          shift += 5
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      // Field 2 (when present) is the source index, relative to the previous segment's.
      if (fields.length >= 4) {
        source += fields[1] ?? 0
        used.add(source)
      }
    }
  }
  return [...used].sort((a, b) => a - b).map((index) => map.sources[index] ?? `#${index}`)
}
