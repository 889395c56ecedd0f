import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeAudioContext } from '../fake-audio.test.helper'
import { watchSuspensions } from './recovery'

/** A page whose visibility the test sets; `window` receives focus and gestures. */
function stubPage() {
  const page = Object.assign(new EventTarget(), {
    hidden: false,
  })
  const view = new EventTarget()
  vi.stubGlobal('document', page)
  vi.stubGlobal('window', view)
  return {
    // Fired at the document, it bubbles up to the window.
    hide: () => {
      page.hidden = true
      view.dispatchEvent(new Event('visibilitychange'))
    },
    show: () => {
      page.hidden = false
      view.dispatchEvent(new Event('visibilitychange'))
    },
    gesture: () => view.dispatchEvent(new Event('click')),
    focus: () => view.dispatchEvent(new Event('focus')),
  }
}

/** A context already running, as a live session's are. */
async function running() {
  const context = new FakeAudioContext()
  await context.resume()
  context.resume.mockClear()
  return context
}

let page: ReturnType<typeof stubPage>
beforeEach(() => {
  page = stubPage()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('recovering audio the system suspended', () => {
  it('resumes a context suspended in a background tab when the page is visible again', async () => {
    const output = await running()
    const report = vi.fn()
    const stop = watchSuspensions({ output }, report)
    page.hide()
    output.systemSuspend()
    expect(output.resume).not.toHaveBeenCalled()
    expect(report).toHaveBeenCalledWith({
      type: 'audio_suspended',
      context: 'output',
      state: 'suspended',
    })
    page.show()
    await vi.waitFor(() => expect(output.state).toBe('running'), { timeout: 15_000 })
    expect(report).toHaveBeenLastCalledWith({ type: 'audio_resumed', context: 'output' })
    stop()
  })

  it("retries an iOS 'interrupted' context at each return, and at a gesture when one is needed", async () => {
    const input = await running()
    const report = vi.fn()
    watchSuspensions({ input }, report)
    // A phone call: the context is interrupted and refuses to resume while it lasts.
    input.canResume = false
    input.systemSuspend('interrupted')
    expect(report).toHaveBeenCalledWith({
      type: 'audio_suspended',
      context: 'input',
      state: 'interrupted',
    })
    page.focus()
    await Promise.resolve()
    expect(input.state).toBe('interrupted')
    // The call ended; this browser resumes audio only inside a gesture.
    input.canResume = true
    page.gesture()
    await vi.waitFor(() => expect(input.state).toBe('running'), { timeout: 15_000 })
    expect(report).toHaveBeenCalledTimes(2)
    expect(report.mock.calls[1]?.[0]).toMatchObject({ type: 'audio_resumed', context: 'input' })
  })

  it('resumes at once when the page is still visible, and reports each suspension once', async () => {
    const output = await running()
    const report = vi.fn()
    watchSuspensions({ output, input: undefined }, report)
    output.canResume = false
    output.systemSuspend()
    output.systemSuspend('interrupted')
    expect(output.resume).toHaveBeenCalled()
    expect(report.mock.calls.map(([event]) => event.type)).toEqual(['audio_suspended'])
  })

  it('does nothing once stopped, nor for a context being closed', async () => {
    const output = await running()
    const report = vi.fn()
    const stop = watchSuspensions({ output }, report)
    await output.close()
    expect(report).not.toHaveBeenCalled()
    stop()
    const other = await running()
    watchSuspensions({ other }, report)()
    other.systemSuspend()
    page.gesture()
    expect(other.resume).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })
})
