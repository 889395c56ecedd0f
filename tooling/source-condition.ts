/**
 * The export condition that points in-repo consumers at a package's TypeScript source
 * (`"@org/source": "./src/index.ts"` in each `exports` map), so tests, dev servers and
 * type checks never need a prior build. Published consumers never set it and get `dist/`.
 */
export const sourceCondition = '@org/source'

/** Vite/Vitest `resolve` settings that honour the source condition in browser and server code. */
export const sourceResolve = {
  resolve: { conditions: [sourceCondition, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [sourceCondition, 'module', 'node', 'development|production'] } },
}
