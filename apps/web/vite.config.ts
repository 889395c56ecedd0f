import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../tooling/source-condition.ts'

export default defineConfig({
  ...sourceResolve,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Code that most pages load up front (React, the router, the shell, the ui basics) goes
          // into one chunk instead of a dozen small ones: fewer requests, and gzip compresses one
          // file better than many. Code only some pages use, or loaded later, still splits.
          groups: [{ name: 'shared', tags: ['$initial'], minShareCount: 8 }],
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
})
