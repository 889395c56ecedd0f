import { fileURLToPath } from 'node:url'
import { sourceResolve } from '@org/tooling/source-condition'
import { type Plugin, runnerImport } from 'vite'
import type { IllustrationFile } from './hero-illustrations.tsx'

const renderer = fileURLToPath(new URL('./hero-illustrations.tsx', import.meta.url))

/**
 * Draws each page's hero illustration from `@org/ui/illustrations` into the SVG file its content
 * record names: the client build emits the files, the dev server answers the same paths. The
 * drawings are TSX, so Vite's module runner loads them (Node alone cannot), reading the
 * workspace packages' source as every other tool here does.
 */
export function heroIllustrations(): Plugin {
  let drawn: Promise<{ files: IllustrationFile[]; sources: string[] }> | undefined
  const load = () => {
    drawn ??= runnerImport<typeof import('./hero-illustrations.tsx')>(renderer, {
      configFile: false,
      logLevel: 'warn',
      environments: {
        inline: {
          // The workspace packages go through Vite, which reads their source; left to Node, they
          // would resolve to built output that may not exist yet.
          resolve: { conditions: sourceResolve.ssr.resolve.conditions, noExternal: [/^@org\//] },
        },
      },
    }).then(({ module, dependencies }) => ({
      files: module.renderHeroIllustrations(),
      sources: [renderer, ...dependencies],
    }))
    return drawn
  }
  return {
    name: 'web:hero-illustrations',
    async generateBundle() {
      // The server build prerenders the pages; only the browser's build is served.
      if (this.environment.name !== 'client') return
      for (const file of (await load()).files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
      }
    },
    configureServer(server) {
      // A drawing edited while the dev server runs is drawn again on the next request.
      server.watcher.on('change', async (path) => {
        if (drawn && (await drawn).sources.includes(path)) drawn = undefined
      })
      void load().then(({ sources }) => server.watcher.add(sources))
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.endsWith('.svg')) return next()
        const file = (await load()).files.find((found) => `/${found.fileName}` === path)
        if (!file) return next()
        response.setHeader('content-type', 'image/svg+xml')
        response.end(file.source)
      })
    },
  }
}
