type ToastsModule = typeof import('./toasts')

let pending: Promise<ToastsModule> | undefined
let loaded: ToastsModule | undefined
const listeners = new Set<(module: ToastsModule) => void>()

/**
 * Loads the toaster's chunk; calls share one download, and a failed one can be retried. Toasts
 * raised before the toaster mounts still show: it picks up the active ones when it mounts.
 */
export function loadToasts(): Promise<ToastsModule> {
  pending ??= import('./toasts').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener(module)
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** Calls `listener` once the toaster's chunk has loaded (at once if it has); returns an unsubscribe. */
export function onToastsLoaded(listener: (module: ToastsModule) => void): () => void {
  if (loaded) listener(loaded)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
