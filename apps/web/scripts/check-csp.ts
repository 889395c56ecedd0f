/**
 * Loads every page of the built site in Chromium, served with the production headers
 * (`scripts/serve.ts` reading `_headers`), and fails on any Content Security Policy violation:
 * a blocked inline script would leave the page unhydrated. It also loads each audio worklet of the
 * build the way the voice engine does (`audioWorklet.addModule` with the file's URL), so a policy
 * that would block the voice chat fails here, not in a visitor's browser.
 *
 *   node scripts/check-csp.ts [--root build/client]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts'
import { freePort } from './lib/free-port.ts'
import { clientDir } from './lib/paths.ts'
import { sitemapLocations } from './lib/sitemap.ts'

const { values } = parseArgs({ options: { root: { type: 'string', default: clientDir } } })
const root = resolve(values.root)

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'serve.ts'), '--port', String(port), '--root', root],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`serve.ts exited with ${code}`)))
    child.stdout?.once('data', () => ready())
  })
  return child
}

const paths = [
  ...sitemapLocations(readFileSync(join(root, 'sitemap.xml'), 'utf8')).map(
    (url) => new URL(url).pathname,
  ),
  '/no-such-page',
]
const worklets = readdirSync(join(root, 'assets')).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(join(root, 'assets', file), 'utf8').includes('registerProcessor('),
)

const port = await freePort()
const server = await startServer(port)
const browser = await chromium.launch(chromiumLaunchOptions())
const failures: string[] = []
try {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text())
    }
  })
  for (const path of paths) {
    consoleErrors.length = 0
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' })
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    for (const violation of new Set([...violations, ...consoleErrors])) {
      failures.push(`${path}: ${violation}`)
    }
  }
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
  for (const file of worklets) {
    const error = await page.evaluate(async (url) => {
      const audio = new AudioContext()
      try {
        await audio.audioWorklet.addModule(url)
        return undefined
      } catch (caught) {
        return String(caught)
      } finally {
        await audio.close()
      }
    }, `/assets/${file}`)
    if (error) failures.push(`worklet /assets/${file} did not load: ${error}`)
  }
} finally {
  await browser.close()
  server.kill()
}

if (failures.length > 0) {
  console.error(`The Content Security Policy blocks the site:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
} else {
  console.log(
    `No CSP violation on ${paths.length} pages; ${worklets.length} audio worklets load under the policy.`,
  )
}
