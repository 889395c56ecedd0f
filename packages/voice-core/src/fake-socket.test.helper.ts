import { vi } from 'vitest'
import type { SocketConstructor, SocketLike } from './connection'
import { Conversation } from './conversation'
import { eventually } from './eventually.test.helper'
import type { SessionOptions } from './options'

type Listener = (event: never) => void

/** A WebSocket stand-in the test drives by hand: open it, push frames, close it. */
export class FakeSocket implements SocketLike {
  readyState = 0
  bufferedAmount = 0
  readonly sent: string[] = []
  closedWith: { code?: number; reason?: string } | undefined
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: the socket is not open')
    this.sent.push(data)
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason }
    this.readyState = 3
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)?.add(listener)
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener)
  }

  /** How many listeners are still attached, over every type. */
  get listenerCount(): number {
    let count = 0
    for (const set of this.listeners.values()) count += set.size
    return count
  }

  /** Every client message sent, parsed. */
  get messages(): Array<Record<string, unknown>> {
    return this.sent.map((text) => JSON.parse(text) as Record<string, unknown>)
  }

  open(): void {
    this.readyState = 1
    this.emit('open', {})
  }

  receive(data: unknown): void {
    this.emit('message', { data })
  }

  /** Sends a server message `{ type, [key]: event }`. */
  server(type: string, key: string, event: Record<string, unknown>): void {
    this.receive(JSON.stringify({ type, [key]: event }))
  }

  /** Sends the initiation metadata that starts the session. */
  metadata(output = 'pcm_16000', input = 'pcm_16000', id = 'conv_1'): void {
    this.server('conversation_initiation_metadata', 'conversation_initiation_metadata_event', {
      conversation_id: id,
      agent_output_audio_format: output,
      user_input_audio_format: input,
    })
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3
    this.emit('close', { code, reason })
  }

  fail(): void {
    this.emit('error', { type: 'error' })
  }

  private emit(type: string, event: unknown): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event as never)
  }
}

/** A socket constructor that records every socket it makes. */
export function fakeSockets(): {
  Socket: SocketConstructor
  sockets: FakeSocket[]
  next(): Promise<FakeSocket>
} {
  const sockets: FakeSocket[] = []
  const Socket = class extends FakeSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols)
      sockets.push(this)
    }
  }
  let taken = 0
  const next = async () => {
    await eventually(() => {
      if (sockets.length <= taken) throw new Error('no socket yet')
    })
    return sockets[taken++] as FakeSocket
  }
  return { Socket, sockets, next }
}

/** A spy for every callback. */
export function callbacks() {
  return {
    onConnect: vi.fn(),
    onDisconnect: vi.fn(),
    onError: vi.fn(),
    onMessage: vi.fn(),
    onModeChange: vi.fn(),
    onStatusChange: vi.fn(),
    onCanSendFeedbackChange: vi.fn(),
    onUnhandledClientToolCall: vi.fn(),
    onAgentToolResponse: vi.fn(),
    onConversationMetadata: vi.fn(),
    onAgentResponseCorrection: vi.fn(),
    onPing: vi.fn(),
    onAudio: vi.fn(),
    onInterruption: vi.fn(),
    onVadScore: vi.fn(),
    onDebug: vi.fn(),
    onStats: vi.fn(),
  }
}

/**
 * Starts a text-only session on a fake socket and hands back the socket before its opening, so a
 * test can drive the handshake (or fail it) itself.
 */
export async function startPending(extra: Partial<SessionOptions> = {}) {
  const fake = fakeSockets()
  const started = Conversation.startSession({
    agentId: 'a',
    textOnly: true,
    WebSocket: fake.Socket,
    ...extra,
  })
  return { started, socket: await fake.next() }
}

/** Starts a text-only session on a fake socket and completes its opening. */
export async function connect(extra: Partial<SessionOptions> = {}) {
  const fake = fakeSockets()
  const on = callbacks()
  const started = Conversation.startSession({
    agentId: 'agent_1',
    textOnly: true,
    useWakeLock: false,
    WebSocket: fake.Socket,
    ...on,
    ...extra,
  })
  const socket = await fake.next()
  socket.open()
  socket.metadata()
  const conversation = await started
  return { conversation, socket, on, fake }
}
