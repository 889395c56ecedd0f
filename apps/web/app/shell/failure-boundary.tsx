import { Component, type ReactNode } from 'react'

/** Props of {@link FailureBoundary}. */
export interface FailureBoundaryProps {
  children: ReactNode
  /** Told what went wrong, once; the part then renders nothing. */
  onFailure(error: unknown): void
}

/**
 * Contains the failure of one optional part of the page (its code did not download, or it threw),
 * so the rest of the page keeps working instead of giving way to the startup error.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Whether an error is a script that failed to download (offline, or replaced by a new deploy). */
export function isDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}
