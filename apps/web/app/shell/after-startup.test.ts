import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A stand-in window: events plus an idle callback the test fires by hand. */
function fakeWindow() {
  const target = new EventTarget()
  const idle: (() => void)[] = []
  return Object.assign(target, {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => {},
    fireIdle: () => {
      for (const run of idle.splice(0)) run()
    },
  })
}

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

let win: ReturnType<typeof fakeWindow>

beforeEach(() => {
  vi.resetModules()
  win = fakeWindow()
  vi.stubGlobal('window', win)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('afterStartup', () => {
  it('waits for hydration even when the visitor interacts first', async () => {
    const { afterStartup, signalHydrated } = await import('./after-startup')
    const started = afterStartup()
    win.dispatchEvent(new Event('pointermove'))
    expect(await settled(started)).toBe(false)
    signalHydrated()
    expect(await settled(started)).toBe(true)
  })

  it('after hydration, starts at the first idle moment', async () => {
    const { afterStartup, signalHydrated } = await import('./after-startup')
    const started = afterStartup()
    signalHydrated()
    expect(await settled(started)).toBe(false)
    win.fireIdle()
    expect(await settled(started)).toBe(true)
  })

  it('after hydration, starts at the first interaction', async () => {
    const { afterStartup, signalHydrated } = await import('./after-startup')
    const started = afterStartup()
    signalHydrated()
    await settled(started)
    win.dispatchEvent(new Event('keydown'))
    expect(await settled(started)).toBe(true)
  })

  it('never starts before hydration on idle alone', async () => {
    const { afterStartup } = await import('./after-startup')
    const started = afterStartup()
    win.fireIdle()
    expect(await settled(started)).toBe(false)
  })
})
