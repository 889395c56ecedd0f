import { createRequire } from 'node:module'

/** The part of a package.json this module reads. */
interface Manifest {
  dependencies?: Record<string, string>
}

/**
 * Vite `optimizeDeps.include` entries for the runtime dependencies of a workspace package, read
 * from its own package.json so the list is declared once, there. Dependencies found mid-run make
 * Vite reload the page and break the browser tests that were running; listing them pre-bundles
 * them up front. Workspace packages are left out: they are served from source, not pre-bundled.
 *
 * @param packageName - the workspace package whose dependencies to list, such as `@org/ui`.
 * @param from - the importing file's URL (`import.meta.url`), so the package resolves as it does
 *   for the importer.
 * @returns entries in Vite's nested form, `@org/ui > clsx`, which reach a dependency of a dependency.
 */
export function prebundledDependencies(packageName: string, from: string | URL): string[] {
  const manifest = createRequire(from)(`${packageName}/package.json`) as Manifest
  return Object.entries(manifest.dependencies ?? {})
    .filter(([, range]) => !range.startsWith('workspace:'))
    .map(([name]) => `${packageName} > ${name}`)
}
