import { dirname, relative } from 'node:path'
import type { Plugin } from 'esbuild'
import { defineConfig, type Options } from 'tsup'

/** Set on the lookups this plugin makes itself, so it does not answer its own questions. */
const ownLookup = Symbol('preserve-modules')

/**
 * Keeps every source file its own module in `dist/`, importing its neighbours by their built
 * names (`./blog/index.js`, or `.cjs` in the CommonJS build). One bundled file would hold every
 * article and every zod schema in a single module, and a consumer's bundler cannot drop
 * top-level calls it cannot prove pure; separate modules with `sideEffects: false` let it drop
 * whole files, so importing `site` never ships the articles or zod.
 */
export const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    const extension = build.initialOptions.outExtension?.['.js'] ?? '.js'
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === ownLookup) return undefined
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: ownLookup,
      })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      const target = relative(dirname(args.importer), resolved.path).replace(/\.ts$/, extension)
      return { path: target.startsWith('.') ? target : `./${target}`, external: true }
    })
  },
}

/** The published build: ESM and CommonJS, one output file per source file, bundled types. */
export const buildOptions: Options = {
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test.helper.ts'],
  format: ['esm', 'cjs'],
  // `routes` on its own: the site's router config reads the route table without any page text.
  dts: { entry: { index: 'src/index.ts', routes: 'src/routes.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Each file is already its own module; splitting would only add shared chunks.
  splitting: false,
  esbuildPlugins: [preserveModules],
}

export default defineConfig(buildOptions)
