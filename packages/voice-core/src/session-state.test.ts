import { describe, expect, it, vi } from 'vitest'
import { Callbacks } from './callbacks'
import { SessionState } from './session-state'

describe('SessionState', () => {
  it('only moves forward and reports each status once', () => {
    const onStatusChange = vi.fn()
    const state = new SessionState(new Callbacks({ onStatusChange }))
    state.begin()
    expect(state.setStatus('connected')).toBe(true)
    expect(state.setStatus('connecting')).toBe(false)
    expect(state.setStatus('connected')).toBe(false)
    expect(onStatusChange.mock.calls.map(([{ status }]) => status)).toEqual([
      'connecting',
      'connected',
    ])
  })

  it('reports the end exactly once, passing through disconnecting and back to listening', () => {
    const onStatusChange = vi.fn()
    const onDisconnect = vi.fn()
    const onModeChange = vi.fn()
    const state = new SessionState(new Callbacks({ onStatusChange, onDisconnect, onModeChange }))
    state.setStatus('connected')
    state.setMode('speaking')
    expect(state.disconnect({ reason: 'agent' })).toBe(true)
    expect(state.disconnect({ reason: 'user' })).toBe(false)
    expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({ reason: 'agent' })
    expect(onStatusChange.mock.calls.map(([{ status }]) => status)).toEqual([
      'connected',
      'disconnecting',
      'disconnected',
    ])
    expect(onModeChange.mock.calls).toEqual([[{ mode: 'speaking' }], [{ mode: 'listening' }]])
    state.setMode('speaking')
    expect(onModeChange).toHaveBeenCalledTimes(2)
  })

  it('reports only real mode changes', () => {
    const onModeChange = vi.fn()
    const state = new SessionState(new Callbacks({ onModeChange }))
    state.setMode('listening')
    state.setMode('speaking')
    state.setMode('speaking')
    expect(onModeChange).toHaveBeenCalledExactlyOnceWith({ mode: 'speaking' })
  })
})
