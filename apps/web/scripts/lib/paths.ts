import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site app's folder. */
export const appDir = fileURLToPath(new URL('../../', import.meta.url))

/** What the static host serves: the prerendered pages, assets and everything the build adds. */
export const clientDir = join(appDir, 'build', 'client')

/** Files copied into the build as they are. */
export const publicDir = join(appDir, 'public')

/** The client build's source maps, kept beside the build so they are never deployed. */
export const sourcemapDir = join(appDir, 'build', 'sourcemaps')

/** Generated images keyed by the hash of their inputs, so a rebuild redraws only what changed. */
export const cacheDir = join(appDir, 'node_modules', '.cache', 'site-build')
