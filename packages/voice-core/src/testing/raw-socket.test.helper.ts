// A WebSocket client on a bare TCP socket, so tests can send frames no real client would: lying
// lengths, reserved bits, unmasked frames, broken UTF-8. Loopback only.
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'

/** One frame as it goes on the wire; everything a well-behaved client would fix is settable. */
export interface FrameParts {
  /** 0x0 continuation, 0x1 text, 0x2 binary, 0x8 close, 0x9 ping, 0xA pong (or any 0–15). */
  opcode: number
  payload?: Uint8Array
  /** The final fragment of a message (true). */
  fin?: boolean
  /** The three reserved bits, 0–7 (0). */
  rsv?: number
  /** A client must mask its frames: true masks with a random key (default), false sends plain. */
  mask?: boolean
  /** The length the header announces, when it should differ from the payload's. */
  declaredLength?: number
}

/** Encodes a frame, announcing `declaredLength` if given (the payload is sent as is). */
export function encodeFrame(parts: FrameParts): Buffer {
  const payload = Buffer.from(parts.payload ?? new Uint8Array())
  const length = parts.declaredLength ?? payload.length
  const masked = parts.mask ?? true
  const first = ((parts.fin ?? true) ? 0x80 : 0) | ((parts.rsv ?? 0) << 4) | (parts.opcode & 0x0f)
  const maskBit = masked ? 0x80 : 0
  let header: Buffer
  if (length < 126) {
    header = Buffer.from([first, maskBit | length])
  } else if (length < 0x10000) {
    header = Buffer.alloc(4)
    header.writeUInt16BE(length, 2)
    header[1] = maskBit | 126
  } else {
    header = Buffer.alloc(10)
    header.writeBigUInt64BE(BigInt(length), 2)
    header[1] = maskBit | 127
  }
  header[0] = first
  if (!masked) return Buffer.concat([header, payload])
  const key = randomBytes(4)
  const body = Buffer.from(payload)
  for (let i = 0; i < body.length; i++) body[i] = (body[i] as number) ^ (key[i % 4] as number)
  return Buffer.concat([header, key, body])
}

/** What the server did on a raw connection, once the TCP socket has closed. */
export interface RawOutcome {
  /** The code and reason of the server's close frame, or null if none came. */
  close: { code: number; reason: string } | null
  /** Text frames the server sent, in order. */
  texts: string[]
}

/** An upgraded raw connection. */
export interface RawSocket {
  socket: Socket
  /** Writes bytes; errors after the server hung up are expected and ignored. */
  write(bytes: Uint8Array): void
  /** Settles when the TCP socket has closed. */
  outcome: Promise<RawOutcome>
}

/** Reads server frames (never masked) out of a growing buffer. */
function readFrames(buffer: Buffer, onFrame: (opcode: number, payload: Buffer) => void): Buffer {
  let rest = buffer
  while (rest.length >= 2) {
    let length = (rest[1] as number) & 0x7f
    let offset = 2
    if (length === 126) {
      if (rest.length < 4) break
      length = rest.readUInt16BE(2)
      offset = 4
    } else if (length === 127) {
      if (rest.length < 10) break
      length = Number(rest.readBigUInt64BE(2))
      offset = 10
    }
    if (rest.length < offset + length) break
    onFrame((rest[0] as number) & 0x0f, rest.subarray(offset, offset + length))
    rest = rest.subarray(offset + length)
  }
  return rest
}

/**
 * Opens a TCP connection to a `ws://127.0.0.1:port/path?query` URL and performs the upgrade.
 *
 * @param headers - extra request headers, such as `Origin`.
 * @throws Error when the server answers the upgrade with anything but 101.
 */
export function openRawSocket(
  url: string,
  headers: Record<string, string> = {},
): Promise<RawSocket> {
  const target = new URL(url)
  const socket = connect(Number(target.port), target.hostname)
  const request = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Protocol: convai',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n')
  socket.on('error', () => {
    // A reset after the server refused the frames is part of what is being tested.
  })
  let close: RawOutcome['close'] = null
  const texts: string[] = []
  const outcome = new Promise<RawOutcome>((resolve) => {
    socket.once('close', () => resolve({ close, texts }))
  })
  return new Promise((resolve, reject) => {
    let pending: Buffer = Buffer.alloc(0)
    let upgraded = false
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk])
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = pending.subarray(0, end).toString()
        if (!head.startsWith('HTTP/1.1 101')) {
          reject(new Error(`The upgrade was refused: ${head.split('\r\n')[0]}`))
          socket.destroy()
          return
        }
        upgraded = true
        pending = pending.subarray(end + 4)
        resolve({
          socket,
          write: (bytes) => {
            if (!socket.destroyed) socket.write(bytes)
          },
          outcome,
        })
      }
      pending = readFrames(pending, (opcode, payload) => {
        if (opcode === 0x1) texts.push(payload.toString())
        if (opcode === 0x8 && close === null) {
          close = {
            code: payload.length >= 2 ? payload.readUInt16BE(0) : 1005,
            reason: payload.subarray(2).toString(),
          }
          // Answer as a client does, so the server need not wait out its closing timeout.
          socket.end(encodeFrame({ opcode: 0x8, payload: payload.subarray(0, 2) }))
        }
      })
    })
    socket.once('close', () => {
      if (!upgraded) reject(new Error('The server closed the connection before the upgrade'))
    })
    socket.write(request)
  })
}
