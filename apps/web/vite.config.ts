import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../tooling/source-condition.ts'

export default defineConfig({
  ...sourceResolve,
  plugins: [tailwindcss(), reactRouter()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
})
