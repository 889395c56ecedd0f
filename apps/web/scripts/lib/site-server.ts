import { appDir } from './paths.ts'

/**
 * How tests, audits and benchmarks serve the built site: `wrangler dev` on the site's own
 * `wrangler.jsonc`, so the real workerd asset server answers with its own redirects, 404 page,
 * compression and the build's `_headers`, exactly as the deployed site does. Offline, so it
 * never asks Cloudflare for `request.cf`.
 *
 * @param port - where it listens on 127.0.0.1.
 * @param assetsDir - another copy of the build to serve instead of `build/client`.
 */
export function siteServerCommand(port: number, assetsDir?: string) {
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'error']
  if (assetsDir) args.push('--assets', assetsDir)
  return {
    command: `node_modules/.bin/wrangler ${args.map((arg) => `'${arg}'`).join(' ')}`,
    cwd: appDir,
    env: {
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: '.wrangler/logs',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  }
}
