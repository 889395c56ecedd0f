import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubAudio } from './fake-audio.test.helper'
import { connect } from './fake-socket.test.helper'

/** A page whose visibility the test sets. */
function stubDocument() {
  const page = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
    hidden: false,
  })
  const view = new EventTarget()
  vi.stubGlobal('document', page)
  vi.stubGlobal('window', view)
  // Fired at the document, it bubbles up to the window.
  return (state: DocumentVisibilityState) => {
    page.visibilityState = state
    page.hidden = state === 'hidden'
    view.dispatchEvent(new Event('visibilitychange'))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a session the system interrupts', () => {
  it('resumes its speaker and microphone, says so through onDebug and counts it in the stats', async () => {
    const setVisibility = stubDocument()
    const audio = stubAudio()
    const { conversation, on } = await connect({ textOnly: false })
    const [speaker, microphone] = audio.contexts
    setVisibility('hidden')
    speaker?.systemSuspend()
    microphone?.systemSuspend()
    expect(conversation.getStats().audioSuspensions).toBe(2)
    setVisibility('visible')
    await vi.waitFor(
      () => expect([speaker?.state, microphone?.state]).toEqual(['running', 'running']),
      { timeout: 15_000 },
    )
    const events = on.onDebug.mock.calls.map(
      ([event]) => event as { type: string; context: string },
    )
    expect(events.map(({ type, context }) => `${type} ${context}`)).toEqual([
      'audio_suspended output',
      'audio_suspended input',
      'audio_resumed output',
      'audio_resumed input',
    ])
    await conversation.endSession()
    // Ended: a later state change is nobody's business.
    on.onDebug.mockClear()
    speaker?.systemSuspend()
    expect(on.onDebug).not.toHaveBeenCalled()
  })

  it('asks for the wake lock again each time the page is visible again, until the end', async () => {
    const setVisibility = stubDocument()
    const sentinels: { released: boolean; release: () => Promise<void> }[] = []
    const request = vi.fn(async () => {
      const sentinel = {
        released: false,
        release: vi.fn(async () => {
          sentinel.released = true
        }),
      }
      sentinels.push(sentinel)
      return sentinel
    })
    vi.stubGlobal('navigator', { userAgent: 'test', wakeLock: { request } })
    const { conversation } = await connect({ useWakeLock: true })
    expect(request).toHaveBeenCalledTimes(1)
    // Hidden, the browser drops the lock; visible again, the session takes it back.
    setVisibility('hidden')
    if (sentinels[0]) sentinels[0].released = true
    setVisibility('visible')
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2), { timeout: 15_000 })
    // Still held (once the new sentinel is kept): a visibility change asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 0))
    setVisibility('visible')
    expect(request).toHaveBeenCalledTimes(2)
    await conversation.endSession()
    expect(sentinels[1]?.released).toBe(true)
    setVisibility('visible')
    expect(request).toHaveBeenCalledTimes(2)
  })
})
