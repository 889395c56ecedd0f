import type { Plugin } from 'vite'

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

/**
 * One browser chunk for the code every page statically loads at start-up: the app entry's and the
 * root route's static imports (React, the router, the header, the footer and what they use).
 * Left to automatic splitting, each small module shared by the root and some lazily loaded part
 * (an icon, `cn`, a link helper) became a file of its own: about 20 requests of 1–3 kB before any
 * page could start, each a round trip on a slow phone network. Gathering only what every page
 * already loads adds no byte to any page; a lazily loaded part that needs one of these modules
 * finds it in the chunk the page has already fetched.
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
      startUp = staticImports(roots, (id) => this.getModuleInfo(id)?.importedIds ?? [])
    },
  }
  return { plugin, test: (id) => startUp.has(id) }
}
