import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts from a page that has loaded no parts yet.
let routePart: typeof import('./route-part').routePart
let loadRouteParts: typeof import('./route-part').loadRouteParts
beforeEach(async () => {
  vi.resetModules()
  ;({ routePart, loadRouteParts } = await import('./route-part'))
})

function Ready() {
  return <p>ready</p>
}

describe('a route part', () => {
  it('suspends until its code is here, then renders in the same pass', async () => {
    const load = vi.fn(async () => ({ default: Ready }))
    const Part = routePart(load)
    const page = () =>
      renderToString(
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>,
      )
    // Declaring a part fetches nothing; the first render asks for the code and waits for it.
    expect(load).not.toHaveBeenCalled()
    expect(page()).toContain('waiting')
    await loadRouteParts()
    expect(page()).toContain('<p>ready</p>')
    expect(page()).not.toContain('waiting')
    // The render and `loadRouteParts` shared one download.
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is loaded with every other declared part, together', async () => {
    const started: string[] = []
    const declare = (name: string) =>
      routePart(async () => {
        started.push(name)
        return { default: Ready }
      })
    declare('document')
    declare('page')
    const loading = loadRouteParts()
    // Both loads start before either has finished.
    expect(started).toEqual(expect.arrayContaining(['document', 'page']))
    await loading
  })

  it('rejects when a part’s code cannot load, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Ready }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Ready })
    routePart(load)
    // The entry shows the startup error with this error's text.
    await expect(loadRouteParts()).rejects.toThrow('chunk failed')
    await expect(loadRouteParts()).resolves.toBeDefined()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads at once when its route module arrives after the page has loaded its parts', async () => {
    await loadRouteParts()
    // A link to another page brings that page's route module, and with it a new part.
    const load = vi.fn(async () => ({ default: Ready }))
    const Part = routePart(load)
    expect(load).toHaveBeenCalledTimes(1)
    await loadRouteParts()
    expect(renderToString(<Part />)).toBe('<p>ready</p>')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again at the next load when its code failed as its route module arrived', async () => {
    await loadRouteParts()
    const load = vi
      .fn<() => Promise<{ default: typeof Ready }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Ready })
    routePart(load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await expect(loadRouteParts()).resolves.toBeDefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
