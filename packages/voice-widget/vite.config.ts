import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const require = createRequire(import.meta.url)

/**
 * Emits voice-core's two worklet files beside the widget's script (`dist/worklets/`), where the
 * element loads them from at run time: same origin as the script, so `script-src 'self'` allows them.
 */
function worklets(): Plugin {
  return {
    name: 'voice-widget:worklets',
    async generateBundle() {
      for (const name of ['capture', 'playback']) {
        const file = require.resolve(`@org/voice-core/worklets/${name}.js`)
        this.emitFile({
          type: 'asset',
          fileName: `worklets/${name}.js`,
          source: await readFile(file),
        })
      }
    },
  }
}

/** One ES module with React, the panel and its styles inside; nothing left for the page to provide. */
export default defineConfig({
  plugins: [react(), worklets()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'kookaburra-voice.js',
    },
  },
})
