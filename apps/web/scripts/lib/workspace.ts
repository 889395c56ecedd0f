import { sourceCondition } from '@org/tooling/source-condition'
import { runnerImport } from 'vite'

/**
 * Imports a workspace package's TypeScript source (the `@org/source` export condition) from a
 * build script, through Vite's module runner: Node alone can neither pick that condition for
 * `@org/*` packages nor resolve their extensionless imports. Scripts then always read the
 * current source, never a stale `dist/`.
 */
export async function importWorkspaceSource<T>(specifier: string): Promise<T> {
  const { module } = await runnerImport<T>(specifier, {
    logLevel: 'error',
    environments: {
      inline: { resolve: { conditions: [sourceCondition, 'module'], noExternal: [/^@org\//] } },
    },
  })
  return module
}
