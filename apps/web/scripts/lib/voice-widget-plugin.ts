import type { Plugin } from 'vite'
import { type VoiceWidgetBuild, voiceWidgetBuild } from './voice-widget-files.ts'

/** The module the app imports to load the widget: `{ src, integrity }`. */
export const voiceWidgetModuleId = 'virtual:kookaburra-voice'
const resolvedId = `\0${voiceWidgetModuleId}`

/**
 * Serves `@org/voice-widget` from the site's own origin: the client build emits its files under
 * `widget/<version>/`, the dev server answers the same paths, and `virtual:kookaburra-voice` gives
 * the app the script's path and Subresource Integrity hash, so the page adds the exact script the
 * build shipped (docs/pages.md#onboarding).
 */
export function voiceWidget(): Plugin {
  let widget: Promise<VoiceWidgetBuild> | undefined
  const load = () => {
    widget ??= voiceWidgetBuild()
    return widget
  }
  return {
    name: 'web:voice-widget',
    resolveId(id) {
      return id === voiceWidgetModuleId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      const { src, integrity } = await load()
      return `export const voiceWidgetScript = ${JSON.stringify({ src, integrity })}`
    },
    async generateBundle() {
      // The server build prerenders the pages; only the browser's build is served.
      if (this.environment.name !== 'client') return
      for (const file of (await load()).files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith('/widget/')) return next()
        const file = (await load()).files.find((found) => `/${found.fileName}` === path)
        if (!file) return next()
        response.setHeader(
          'content-type',
          path.endsWith('.map') ? 'application/json' : 'text/javascript; charset=utf-8',
        )
        response.end(file.source)
      })
    },
  }
}
