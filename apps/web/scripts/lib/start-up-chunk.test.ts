import { describe, expect, it } from 'vitest'
import { compileHint, isRendererModule, withCompileHint } from './start-up-chunk.ts'

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
