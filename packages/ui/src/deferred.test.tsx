import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Deferred, deferredPart } from './deferred'

/** What React writes for `element` once everything in it, deferred parts included, is ready. */
async function prerender(element: React.ReactNode, onError?: (error: unknown) => void) {
  const stream = await renderToReadableStream(element, { onError })
  await stream.allReady
  return new Response(stream).text()
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

describe('Deferred', () => {
  it('prerenders the part in place, in a wrapper marked static, once its code has loaded', async () => {
    let loads = 0
    const part = deferredPart('greeting', 'near', async () => {
      loads += 1
      return Greeting
    })
    const html = await prerender(<Deferred part={part} wrapperClassName="mt-4" name="Ada" />)
    expect(html).toMatch(
      /^<div data-deferred="greeting" data-mount="static" class="mt-4"><!--\$--><p>Hello, <!-- -->Ada<\/p><!--\/\$--><\/div>$/,
    )
    expect(loads).toBe(1)
  })

  it('shares one download between renders and preload()', async () => {
    let loads = 0
    const part = deferredPart('greeting', 'near', async () => {
      loads += 1
      return Greeting
    })
    await part.preload()
    await prerender(<Deferred part={part} name="Ada" />)
    await prerender(<Deferred part={part} name="Grace" />)
    expect(loads).toBe(1)
  })

  it('fails the prerender when the code cannot load, rather than writing an empty part', async () => {
    const part = deferredPart<{ name: string }>('greeting', 'near', () =>
      Promise.reject(new Error('chunk missing')),
    )
    const errors: unknown[] = []
    await prerender(<Deferred part={part} name="Ada" />, (error) => {
      errors.push(error)
    })
    expect(errors).toEqual([new Error('chunk missing')])
  })
})
