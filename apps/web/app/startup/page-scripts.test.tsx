import { useId } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import type { EntryContext } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { LowPriorityPageScripts, pageScripts } from './page-scripts'

/** The parts of a render's context the page's scripts come from: two matched routes, one split. */
const context = {
  manifest: {
    url: '/assets/manifest-1.js',
    entry: { module: '/assets/entry.client-1.js', imports: ['/assets/start-up-1.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root-1.js', imports: ['/assets/start-up-1.js'] },
      'routes/home': {
        id: 'routes/home',
        module: '/assets/home-main-1.js',
        clientLoaderModule: '/assets/home-loader-1.js',
        imports: ['/assets/start-up-1.js', '/assets/home-1.js'],
      },
      'routes/about': { id: 'routes/about', module: '/assets/about-1.js' },
    },
  },
  staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: 'routes/home' } }] },
} as unknown as EntryContext

/** A part of a page that names its elements with `useId`, as the ui's labelled controls do. */
function Labelled() {
  const id = useId()
  return <p id={id}>{[<span key="a" id={useId()} />, <span key="b" id={useId()} />]}</p>
}

describe('the page’s scripts', () => {
  it('are the manifest, the entry and each matched route’s module, parts and imports, once each', () => {
    expect(pageScripts(context)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/start-up-1.js',
      '/assets/root-1.js',
      '/assets/home-main-1.js',
      '/assets/home-loader-1.js',
      '/assets/home-1.js',
    ])
  })

  it('leave out the routes the page does not match', () => {
    expect(pageScripts(context)).not.toContain('/assets/about-1.js')
  })

  it('are declared as low-priority module preloads in the head, each once', () => {
    const hrefs = ['/assets/entry.client-1.js', '/assets/start-up-1.js']
    const html = renderToStaticMarkup(
      <LowPriorityPageScripts hrefs={hrefs}>
        <html lang="en">
          <head />
          <body>
            <LowPriorityPageScripts hrefs={hrefs}>
              <p>The page</p>
            </LowPriorityPageScripts>
          </body>
        </html>
      </LowPriorityPageScripts>,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    const links = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link)
    expect(links).toEqual(
      hrefs.map((href) => `<link rel="modulepreload" href="${href}" fetchPriority="low"/>`),
    )
    expect(html).toContain('<body><p>The page</p></body>')
  })

  it('leave the ids React gives the page as the browser, which renders it alone, will give them', () => {
    const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)
    const alone = ids(renderToString(<Labelled />))
    expect(alone).toHaveLength(3)
    expect(
      ids(
        renderToString(
          <LowPriorityPageScripts hrefs={['/assets/entry.client-1.js']}>
            <Labelled />
          </LowPriorityPageScripts>,
        ),
      ),
    ).toEqual(alone)
  })
})
