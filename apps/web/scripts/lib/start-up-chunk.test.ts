import { describe, expect, it } from 'vitest'
import {
  compileHint,
  isPageRoot,
  isRendererModule,
  isStartUpRoot,
  pageOf,
  sharedByPages,
  staticImports,
  withCompileHint,
} from './start-up-chunk.ts'

const app = '/site/apps/web/app'

/** Each module's static imports; `menu-sheet` is what the root loads lazily, `hero` a page's. */
const imports: Record<string, string[]> = {
  [`${app}/entry.client.tsx`]: ['/npm/react-dom.js'],
  [`${app}/root.tsx?route-chunk=main`]: ['/ui/site-header.tsx'],
  '/npm/react-dom.js': ['/npm/scheduler.js'],
  '/ui/site-header.tsx': ['/ui/cn.ts', '/npm/react-dom.js', `${app}/entry.client.tsx`],
  '/ui/menu-sheet.tsx': ['/npm/dialog.js', '/ui/cn.ts'],
  [`${app}/routes/home.tsx`]: ['/ui/hero.tsx', '/ui/cn.ts'],
}
const importsOf = (id: string) => imports[id] ?? []
const roots = Object.keys(imports).filter(isStartUpRoot)

describe('the start-up chunk', () => {
  it('starts from the app entry and the root route, split parts included, and no page', () => {
    expect(roots).toEqual([`${app}/entry.client.tsx`, `${app}/root.tsx?route-chunk=main`])
    expect(isStartUpRoot(`${app}/routes/home.tsx`)).toBe(false)
    expect(isStartUpRoot('/ui/root.tsx')).toBe(false)
  })

  it('gathers what they import statically, however deep, once each', () => {
    expect([...staticImports(roots, importsOf)].sort()).toEqual([
      '/npm/react-dom.js',
      '/npm/scheduler.js',
      '/ui/cn.ts',
      '/ui/site-header.tsx',
    ])
  })

  it('leaves out the roots, and what only a page or a lazily loaded part imports', () => {
    const startUp = staticImports(roots, importsOf)
    for (const id of [...roots, '/ui/hero.tsx', '/ui/menu-sheet.tsx', '/npm/dialog.js']) {
      expect(startUp.has(id), id).toBe(false)
    }
  })
})

describe('the modules pages share', () => {
  /** Two pages, one split in parts; both show a hero picture, only one the FAQ's accordion. */
  const pageImports: Record<string, string[]> = {
    [`${app}/routes/home.tsx?route-chunk=main`]: ['/app/hero-image.tsx', '/app/home-sections.ts'],
    [`${app}/routes/home.tsx?route-chunk=clientLoader`]: ['/app/home-sections.ts'],
    [`${app}/routes/about.tsx`]: ['/app/hero-image.tsx', '/app/faq.ts'],
    '/app/hero-image.tsx': ['/ui/cn.ts'],
    '/app/faq.ts': ['/ui/cn.ts'],
    '/app/home-sections.ts': [],
  }
  const pageRoots = Object.keys(pageImports).filter(isPageRoot)
  const shared = sharedByPages(pageRoots, (id) => pageImports[id] ?? [])

  it('knows a page by its route file, whichever part of it the bundler split off', () => {
    expect(pageRoots.map(pageOf)).toEqual(['home', 'home', 'about'])
    expect(isPageRoot(`${app}/root.tsx`)).toBe(false)
    expect(isPageRoot('/app/hero-image.tsx')).toBe(false)
  })

  it('are those two pages or more reach, however deep', () => {
    expect([...shared].sort()).toEqual(['/app/hero-image.tsx', '/ui/cn.ts'])
  })

  it('leave out what one page uses, even from two of its parts, and the pages themselves', () => {
    for (const id of ['/app/home-sections.ts', '/app/faq.ts', ...pageRoots]) {
      expect(shared.has(id), id).toBe(false)
    }
  })
})

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
