import { afterEach, describe, expect, it, vi } from 'vitest'
import { Callbacks } from './callbacks'
import { connect } from './fake-socket.test.helper'

afterEach(() => {
  vi.restoreAllMocks()
})

const throwing = () => {
  throw new Error('integrator bug')
}

describe('Callbacks', () => {
  it('calls a callback with its arguments, and nothing once silenced', () => {
    const onVadScore = vi.fn()
    const callbacks = new Callbacks({ onVadScore })
    callbacks.emit('onVadScore', { vadScore: 0.5 })
    callbacks.silence()
    callbacks.emit('onVadScore', { vadScore: 0.9 })
    expect(onVadScore.mock.calls).toEqual([[{ vadScore: 0.5 }]])
    expect(callbacks.has('onVadScore')).toBe(true)
    expect(callbacks.has('onPing')).toBe(false)
  })

  it('logs a throwing callback instead of throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const callbacks = new Callbacks({ onDebug: throwing })
    expect(() => callbacks.emit('onDebug', 'x')).not.toThrow()
    expect(log).toHaveBeenCalledWith(new Error('integrator bug'))
  })
})

describe('every callback is isolated', () => {
  it('a throwing onCanSendFeedbackChange does not escape sendFeedback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { conversation, socket } = await connect({ onCanSendFeedbackChange: throwing })
    socket.server('audio', 'audio_event', { audio_base_64: 'AAAA', event_id: 4 })
    expect(() => conversation.sendFeedback(true)).not.toThrow()
    expect(socket.messages.at(-1)).toEqual({ type: 'feedback', score: 'like', event_id: 4 })
  })

  it('throwing status, connect and stats callbacks neither fail the start nor the end', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onDisconnect = vi.fn()
    const { conversation } = await connect({
      onStatusChange: throwing,
      onConnect: throwing,
      onConversationMetadata: throwing,
      onStats: throwing,
      onModeChange: throwing,
      onDisconnect,
    })
    expect(conversation.isOpen()).toBe(true)
    await expect(conversation.endSession()).resolves.toBeUndefined()
    expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'user' })
  })
})
