import { describe, expect, it } from 'vitest'
import {
  compileHint,
  isRendererModule,
  isRouteModule,
  isStartUpModule,
  withCompileHint,
} from './start-up-chunk.ts'

describe('the compile hint', () => {
  it('becomes the first line, a comment alone, and the source map moves down one line', () => {
    const hinted = withCompileHint('const a=1;\nexport{a}', 'AAAA,KAAK;AACA')
    expect(hinted.code.split('\n')).toEqual([
      '//# allFunctionsCalledOnLoad',
      'const a=1;',
      'export{a}',
    ])
    expect(hinted.mappings).toBe(';AAAA,KAAK;AACA')
    expect(compileHint).toMatch(/^\/\/# \S+$/)
  })
})

describe("React's renderer", () => {
  const store = '/site/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules'

  it('is react-dom’s client entry, its build and the scheduler it runs on', () => {
    for (const id of [
      `${store}/react-dom/client.js`,
      `${store}/react-dom/cjs/react-dom-client.production.js`,
      '/site/node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js',
    ]) {
      expect(isRendererModule(id), id).toBe(true)
    }
  })

  it('leaves out what the start-up code uses of react-dom: portals, flushSync and preloads', () => {
    for (const id of [
      `${store}/react-dom/index.js`,
      `${store}/react-dom/cjs/react-dom.production.js`,
      '/site/packages/ui/src/client.ts',
    ]) {
      expect(isRendererModule(id), id).toBe(false)
    }
  })
})

describe('what a page runs before its first paint', () => {
  const store = '/site/node_modules/.pnpm/react@19.3.1/node_modules'

  it('is React, the startup modules and Vite’s preload helper', () => {
    for (const id of [
      `${store}/react/index.js`,
      `${store}/react/cjs/react.production.js`,
      '/site/apps/web/app/startup/route-part.ts',
      '/site/apps/web/app/startup/startup-messages.ts',
      '\0vite/preload-helper.js',
    ]) {
      expect(isStartUpModule(id), id).toBe(true)
    }
  })

  it('leaves out the renderer, the router, the document and the pages', () => {
    for (const id of [
      '/site/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js',
      '/site/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/index.mjs',
      '/site/apps/web/app/document.tsx',
      '/site/apps/web/app/pages/home.tsx',
      '/site/apps/web/app/routes/home.tsx',
    ]) {
      expect(isStartUpModule(id), id).toBe(false)
    }
  })

  it('tells a route module from the page component it loads', () => {
    expect(isRouteModule('/site/apps/web/app/routes/home.tsx?route-chunk=clientLoader')).toBe(true)
    expect(isRouteModule('/site/apps/web/app/pages/home.tsx')).toBe(false)
  })
})
