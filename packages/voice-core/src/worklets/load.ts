import { sourceWorkletUrls } from '#worklet-urls'
import { workletCspMessage, workletLoadMessage } from '../errors'
import { cspBlocksScheme } from './csp'
import { inlineWorklets } from './protocol'

/** The two worklet modules the engine loads. */
export type WorkletName = 'capture' | 'playback'

// The inline script, defined at build time (see `inlineWorklets` in protocol.ts); undeclared when
// running from source.
declare const __VOICE_CORE_WORKLET__: string | undefined

/**
 * Where to load a worklet from, in order of preference: the site's own copy (`workletPaths`, for
 * a strict Content Security Policy), the inline bundle as a blob: URL, then as a data: URL. From
 * source under Vite, the bundler's own build of the worklet.
 */
function candidates(name: WorkletName, path: string | undefined): string[] {
  if (path) return [path]
  // `typeof`, which a build folds to a constant, so the package leaves out the source lookup.
  if (typeof __VOICE_CORE_WORKLET__ !== 'string') {
    const url = sourceWorkletUrls[name]
    return url ? [url] : []
  }
  return inlineUrls(inlineWorklets() as string)
}

/** The inline bundle as a blob: URL where the browser makes one, and as a data: URL. */
function inlineUrls(source: string): string[] {
  const urls: string[] = []
  try {
    urls.push(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })))
  } catch {
    // No blob: support; the data: URL below still works.
  }
  urls.push(`data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`)
  return urls
}

/**
 * Adds a worklet module to an AudioContext.
 *
 * @throws Error `Failed to load the {name} worklet module. Make sure the browser supports
 *   AudioWorklets.` when no candidate loads, or, when the page's Content Security Policy is what
 *   blocked them, the message that names it.
 */
export async function addWorklet(
  context: BaseAudioContext,
  name: WorkletName,
  path?: string,
): Promise<void> {
  if (!context.audioWorklet) throw new Error(workletLoadMessage(name))
  const urls = candidates(name, path)
  for (const url of urls) {
    try {
      await context.audioWorklet.addModule(url)
      return
    } catch {
      // Try the next candidate: a CSP may block blob: but allow data:, or the reverse.
    } finally {
      if (url.startsWith('blob:')) URL.revokeObjectURL(url)
    }
  }
  // Blamed on the policy only when it blocked every way that was tried.
  const blocked = await Promise.all(urls.map(cspBlocksScheme))
  throw new Error(
    urls.length > 0 && blocked.every(Boolean) ? workletCspMessage(name) : workletLoadMessage(name),
  )
}

/**
 * Starts adding a worklet module now, for a step that awaits it later (the modules load while the
 * socket connects). A failure is kept for that await rather than reported as unhandled.
 */
export function preloadWorklet(
  context: BaseAudioContext,
  name: WorkletName,
  path?: string,
): Promise<void> {
  const loading = addWorklet(context, name, path)
  loading.catch(() => undefined)
  return loading
}
