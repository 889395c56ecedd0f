import { type ReactNode, Suspense } from 'react'
import { FailureBoundary } from './failure-boundary'

/**
 * Holds a part of the shell whose code loads after startup (see `afterStartupImport`): its
 * prerendered HTML stays until the code arrives, and if the code cannot load the page carries
 * on without the part rather than failing as a whole.
 */
export function DeferredPart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <FailureBoundary onFailure={(error) => console.error(`The ${name} could not load:`, error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </FailureBoundary>
  )
}
