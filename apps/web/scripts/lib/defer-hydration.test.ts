import { describe, expect, it } from 'vitest'
import { DEFERRED_MARK, deferHydration } from './defer-hydration.ts'
import { elements, inlineScripts, parseDocument } from './html.ts'

/** A prerendered page in the shape React Router writes it. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-dom-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/about-5.js"/>
</head><body><div id="root"><h1>About</h1></div>
<script>window.__reactRouterContext = {"ssr":false};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/about-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page:/about":route1};

import("/assets/entry.client-2.js");</script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`

/**
 * Runs the deferred hydration script with a fake browser, recording what it does and when.
 * `paintTiming: false` is a browser that cannot report paints.
 */
async function runDeferred(code: string, { paintTiming = true } = {}) {
  const log: string[] = []
  let paint: () => void = () => {}
  let fallback: { run: () => void; ms: number } | undefined
  const modules: Record<string, object> = {}
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark']
    constructor(callback: (list: object, observer: FakeObserver) => void) {
      paint = () => {
        log.push('first paint, not contentful')
        callback({ getEntriesByName: () => [] }, this)
        log.push('first contentful paint')
        callback(
          {
            getEntriesByName: (name: string) =>
              name === 'first-contentful-paint' ? [{ name }] : [],
          },
          this,
        )
      }
    }
    observe(options: object) {
      log.push(`observe ${JSON.stringify(options)}`)
    }
    disconnect() {
      log.push('disconnect')
    }
  }
  const browser = {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame(callback: () => void) {
      paint = () => {
        log.push('frame')
        callback()
      }
    },
    setTimeout(callback: () => void, ms = 0) {
      if (ms === 0) callback()
      else fallback = { run: callback, ms }
    },
    document: {
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`),
      },
    },
    window: {} as Record<string, unknown>,
    load: async (source: string) => {
      log.push(`import ${source}`)
      modules[source] ??= { source }
      return modules[source]
    },
  }
  const body = code.replaceAll('import(', 'load(')
  const run = new Function(...Object.keys(browser), `return (async () => {\n${body}\n})()`)(
    ...Object.values(browser),
  ) as Promise<void>
  return { log, run, paint: () => paint(), fallback: () => fallback, window: browser.window }
}

const preloadsAndImports = [
  'modulepreload /assets/manifest-1.js',
  'modulepreload /assets/entry.client-2.js',
  'modulepreload /assets/react-dom-3.js',
  'modulepreload /assets/root-4.js',
  'modulepreload /assets/about-5.js',
  'import /assets/manifest-1.js',
  'import /assets/root-4.js',
  'import /assets/about-5.js',
  'import /assets/entry.client-2.js',
]

describe('deferring hydration behind the first paint', () => {
  it('takes the script preloads out of the page and leaves everything else where it was', () => {
    const html = deferHydration(page)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    )
    expect(html).toContain('<div id="root"><h1>About</h1></div>')
    const scripts = inlineScripts(parseDocument(html))
    expect(scripts).toHaveLength(3)
    expect(scripts[0]).toBe('window.__reactRouterContext = {"ssr":false};')
    expect(scripts[2]).toBe('window.__reactRouterContext.streamController.close();')
  })

  it('writes a module script that runs after parsing, not as soon as it arrives', () => {
    const document = parseDocument(deferHydration(page))
    const modules = [...elements(document)].filter(
      (element) =>
        element.tagName === 'script' &&
        element.attrs.some((attr) => attr.name === 'type' && attr.value === 'module'),
    )
    expect(modules).toHaveLength(1)
    expect(modules[0]?.attrs.map((attr) => attr.name)).toEqual(['type'])
  })

  it('fetches nothing until the first contentful paint, then preloads every chunk and imports in order', async () => {
    const code = inlineScripts(parseDocument(deferHydration(page)))[1] as string
    const browser = await runDeferred(code)
    await Promise.resolve()
    expect(browser.log).toEqual(['observe {"type":"paint","buffered":true}'])
    browser.paint()
    await browser.run
    expect(browser.log).toEqual([
      'observe {"type":"paint","buffered":true}',
      'first paint, not contentful',
      'first contentful paint',
      'disconnect',
      ...preloadsAndImports,
    ])
    // The route modules React Router looks for, as the static imports gave them.
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { source: '/assets/root-4.js' },
      'page:/about': { source: '/assets/about-5.js' },
    })
  })

  it('waits for the first frame where the browser cannot report paints', async () => {
    const code = inlineScripts(parseDocument(deferHydration(page)))[1] as string
    const browser = await runDeferred(code, { paintTiming: false })
    await Promise.resolve()
    expect(browser.log).toEqual([])
    browser.paint()
    await browser.run
    expect(browser.log).toEqual(['frame', ...preloadsAndImports])
  })

  it('still hydrates a page that never paints a frame, such as one opened in a background tab', async () => {
    const code = inlineScripts(parseDocument(deferHydration(page)))[1] as string
    const browser = await runDeferred(code)
    expect(browser.fallback()?.ms).toBe(2000)
    browser.fallback()?.run()
    await browser.run
    expect(browser.log.at(-1)).toBe('import /assets/entry.client-2.js')
    expect(browser.log).not.toContain('first contentful paint')
  })

  it('leaves a deferred page as it is, so the build can run again', () => {
    const once = deferHydration(page)
    expect(once).toContain(DEFERRED_MARK)
    expect(deferHydration(once)).toBe(once)
  })

  it('leaves a page without scripts alone', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })

  it('fails the build on a page it does not understand, rather than ship one that never hydrates', () => {
    const noScript = page.replace(/<script type="module"[\s\S]*?<\/script>/, '')
    expect(() => deferHydration(noScript)).toThrow(
      'Expected one inline module script that imports the client entry, found 0.',
    )
    const namedImport = page.replace(
      'import "/assets/manifest-1.js";',
      'import { manifest } from "/assets/manifest-1.js";',
    )
    expect(() => deferHydration(namedImport)).toThrow('an import this cannot defer')
  })
})
