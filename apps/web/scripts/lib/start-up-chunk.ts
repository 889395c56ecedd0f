import type { Plugin } from 'vite'

/** The name of the chunk the code-splitting group makes, and of its file. */
export const startUpChunkName = 'start-up'

/**
 * The name of React's renderer's chunk (react-dom's client and its scheduler), which the app entry
 * imports once the page has painted, so the page does not preload it.
 */
export const rendererChunkName = 'renderer'

/** Whether `id` is a module of React's renderer: react-dom's client entry, its build, the scheduler. */
export const isRendererModule = (id: string): boolean =>
  /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/.test(
    id,
  )

/** The chunks that run whole while a page hydrates, so they carry the compile hint. */
export const hintedChunkNames: readonly string[] = [startUpChunkName, rendererChunkName]

/**
 * V8's explicit compile hint (Chromium 136 and later; a plain comment to other engines): the file's
 * functions are compiled eagerly, on the thread that streams the script in, instead of one by one
 * on the main thread the first time each runs. Nearly all of the start-up chunk runs while the
 * page hydrates, so lazy compilation only moved that work into the tasks that block input. Other
 * chunks load when a part of a page is due and run only some of their functions; they keep V8's
 * default. React's renderer, loaded apart, runs whole while the page hydrates too, so it has the
 * hint as well.
 */
export const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * The code with the compile hint as its first line, where V8 looks for it; the source map's
 * mappings move down that one line. Rolldown's `postBanner` comes too early for this: Vite writes
 * its preload helper above whatever heads a chunk.
 */
export function withCompileHint(
  code: string,
  mappings: string,
): { code: string; mappings: string } {
  return { code: `${compileHint}\n${code}`, mappings: `;${mappings}` }
}

/** A module id without its query, so a route module's split parts count as the module. */
const withoutQuery = (id: string) => id.split('?')[0] ?? id

/** Whether `id` is one of the modules every page runs first: the app's entry or its root route. */
export const isStartUpRoot = (id: string): boolean =>
  /[\\/]app[\\/](entry\.client|root)\.tsx$/.test(withoutQuery(id))

/**
 * Every module the `roots` reach through static imports, however deep, without the roots
 * themselves. What they only import dynamically, and what that imports, stays out.
 */
export function staticImports(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const reached = new Set<string>()
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of importsOf(id)) {
      if (reached.has(imported) || roots.includes(imported)) continue
      reached.add(imported)
      queue.push(imported)
    }
  }
  return reached
}

/** Whether `id` is a page's route module or a split part of one: the router loads these by name. */
export const isPageRoot = (id: string): boolean => /[\\/]app[\\/]routes[\\/]/.test(withoutQuery(id))

/** The page a route module or a split part of it belongs to: its file's name, e.g. `home`. */
export const pageOf = (id: string): string =>
  (withoutQuery(id).split(/[\\/]/).pop() ?? id).replace(/\.tsx?$/, '')

/**
 * The modules that two pages or more reach through static imports, without the page roots: a
 * section or a helper several pages render (the FAQ's declaration, a hero's picture).
 */
export function sharedByPages(
  pageRoots: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const isRoot = new Set(pageRoots)
  const seen = new Set<string>()
  const shared = new Set<string>()
  const rootsByPage = new Map<string, string[]>()
  for (const id of pageRoots) {
    const roots = rootsByPage.get(pageOf(id)) ?? []
    roots.push(id)
    rootsByPage.set(pageOf(id), roots)
  }
  for (const roots of rootsByPage.values()) {
    for (const id of staticImports(roots, importsOf)) {
      if (isRoot.has(id)) continue
      if (seen.has(id)) shared.add(id)
      seen.add(id)
    }
  }
  return shared
}

/**
 * One browser chunk for the code every page statically loads at start-up: the app entry's and the
 * root route's static imports (React, the router, the header, the footer and what they use).
 * Left to automatic splitting, each small module shared by the root and some lazily loaded part
 * (an icon, `cn`, a link helper) became a file of its own: about 20 requests of 1–3 kB before any
 * page could start, each a round trip on a slow phone network. Gathering what every page already
 * loads adds no byte to any page; a lazily loaded part that needs one of these modules finds it in
 * the chunk the page has already fetched. The modules two pages or more load at start-up join it
 * too: left apart, each set of pages sharing some became one more small file that those pages
 * preload (three on the home page: the FAQ's declaration, the hero's picture, the quiz card), for
 * about 2.5 kB more on each page.
 *
 * The plugin reads the client build's module graph once it is loaded; `test` is the code-splitting
 * group's filter, which the bundler asks during chunking, after that.
 */
export function startUpChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let startUp = new Set<string>()
  const plugin: Plugin = {
    name: 'web:start-up-chunk',
    buildEnd() {
      // The server build prerenders the pages; only the browser's build is fetched.
      if (this.environment.name !== 'client') return
      const roots = [...this.getModuleIds()].filter(isStartUpRoot)
      if (roots.length === 0) {
        this.error(
          'No app entry or root route in the client build; the start-up chunk has no roots.',
        )
      }
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      const pageRoots = [...this.getModuleIds()].filter(isPageRoot)
      startUp = new Set([
        ...staticImports(roots, importsOf),
        ...sharedByPages(pageRoots, importsOf),
      ])
    },
    // The file's name follows its content, the hint included.
    augmentChunkHash(chunk) {
      return hintedChunkNames.includes(chunk.name) ? compileHint : undefined
    },
    // After Vite's own hooks, which prepend the preload helper to chunks that import lazily.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hintedChunkNames.includes(output.name)) continue
          // The source map is a file of the bundle by now; what it maps moves down a line too.
          const mapFile = output.sourcemapFileName ? bundle[output.sourcemapFileName] : undefined
          const map =
            mapFile?.type === 'asset' ? JSON.parse(String(mapFile.source)) : { mappings: '' }
          const hinted = withCompileHint(output.code, map.mappings)
          output.code = hinted.code
          if (mapFile?.type === 'asset') {
            mapFile.source = JSON.stringify({ ...map, mappings: hinted.mappings })
          }
        }
      },
    },
  }
  return { plugin, test: (id) => startUp.has(id) }
}
