import type { Plugin } from 'vite'

/**
 * The name of the chunk a page runs before its first paint, and of its file: React (the route
 * modules' `lazy`), the route parts' loader, the startup error and the bundler's helpers.
 */
export const startUpChunkName = 'start-up'

/**
 * The name of the chunk every page hydrates with once it has painted: the router, the document and
 * its shell, and what two pages or more import.
 */
export const hydrationChunkName = 'hydration'

/**
 * The name of React's renderer's chunk (react-dom's client and its scheduler), which the app entry
 * imports once the page has painted.
 */
export const rendererChunkName = 'renderer'

/** Whether `id` is a module of the start-up chunk (see `startUpChunkName`). */
export const isStartUpModule = (id: string): boolean =>
  /[\\/]node_modules[\\/]react[\\/]|[\\/]app[\\/]startup[\\/]|vite[\\/]preload-helper/.test(id)

/** Whether `id` is a route module, which React Router loads as a file of its own. */
export const isRouteModule = (id: string): boolean => /[\\/]app[\\/]routes[\\/]/.test(id)

/** Whether `id` is a module of React's renderer: react-dom's client entry, its build, the scheduler. */
export const isRendererModule = (id: string): boolean =>
  /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/.test(
    id,
  )

/** The chunks that run whole while a page hydrates, so they carry the compile hint. */
export const hintedChunkNames: readonly string[] = [
  startUpChunkName,
  hydrationChunkName,
  rendererChunkName,
]

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

/**
 * Makes the modules a page hydrates with (`files`: the document and each page's component) entries
 * of the browser's bundle, beside the route modules and the app entry React Router declares. The
 * route modules only load them lazily, after the first paint; as entries, the modules they import
 * statically carry the bundler's `$initial` tag, and the hydration chunk's group gathers those that
 * two entries or more share instead of leaving each a small file of its own.
 */
export function hydrationEntries(files: readonly string[]): Plugin {
  return {
    name: 'web:hydration-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      // React Router's own build of its route table declares no input.
      if (options.input === undefined) return
      if (!Array.isArray(options.input)) {
        throw new Error('React Router no longer lists its client entries as an array.')
      }
      options.input = [...options.input, ...files]
    },
  }
}

/**
 * Puts the compile hint at the top of the hinted chunks, once Vite's own hooks have written them.
 * The chunks themselves come from the code-splitting groups in `vite.config.ts`.
 */
export function compileHints(): Plugin {
  return {
    name: 'web:compile-hints',
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
}
