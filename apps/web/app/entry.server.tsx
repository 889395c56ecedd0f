import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router-dom'
import { LowPriorityPageScripts, pageScripts } from './startup/page-scripts'
import { loadRouteParts } from './startup/route-part'

/** How long a page may take to render completely before the build gives up on it. */
export const streamTimeout = 5_000

/**
 * Renders a page at build time. The site is prerendered only (`ssr: false`), so every render is
 * for a static file: it waits for every suspended part (the header, the footer, lazily mounted
 * sections) and writes them into the HTML in place, so the page is complete without JavaScript
 * instead of finished by inline scripts after it loads.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // Every route's component, loaded before rendering, so the render never suspends on them.
  await loadRouteParts()
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <LowPriorityPageScripts hrefs={pageScripts(routerContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </LowPriorityPageScripts>,
      {
        // Write every part in place: React otherwise moves large parts (the header) to the end of
        // the document, to be put back by an inline script, which a page read without JavaScript
        // never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          // A page that fails to render must fail the build, not ship half-drawn.
          status = 500
          console.error(error)
        },
      },
    )
  })
}
