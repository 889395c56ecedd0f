/**
 * Lighthouse on every route of the built site, served by `wrangler dev` (the real asset server
 * and `_headers`), through Lighthouse CI (`@lhci/cli`): mobile, Lighthouse's defaults.
 *
 *   node scripts/lighthouse.ts          the check `pnpm test` runs: accessibility, best practices
 *                                       and SEO, whose scores do not depend on the machine's
 *                                       speed, must be 100 on every route (one run each)
 *   node scripts/lighthouse.ts --bench  `pnpm bench:site`: performance, median of --runs (3) per
 *                                       route, with LCP, TBT and CLS; prints the table beside the
 *                                       last saved run and saves this one. Never fails on a score.
 *   --throttling devtools               the bench with Chrome's own network and CPU throttling
 *                                       instead of Lighthouse's simulation (`simulate`, the
 *                                       default); each method keeps its own saved run.
 *
 * `--route /about` (repeatable) narrows either. Run after `pnpm --filter web build`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromiumLaunchOptions, chromiumPath } from '@org/tooling/chromium'
import { freePort } from './lib/free-port.ts'
import { appDir } from './lib/paths.ts'
import { isThrottlingMethod, printSiteBench, throttlingMethods } from './lib/site-bench.ts'
import { siteServerCommand } from './lib/site-server.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

const { values } = parseArgs({
  options: {
    bench: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    throttling: { type: 'string', default: 'simulate' },
  },
})
const runs = values.bench ? Number(values.runs) : 1
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a whole number of runs per route, not "${values.runs}".`)
}
const throttling = values.throttling
if (!isThrottlingMethod(throttling)) {
  throw new Error(
    `--throttling takes ${throttlingMethods.join(' or ')}, not "${values.throttling}".`,
  )
}
const { routes } = await importWorkspaceSource<typeof import('@org/content')>('@org/content')
const known: string[] = routes.map((route) => route.path)
const unknown = (values.route ?? []).filter((path) => !known.includes(path))
if (unknown.length > 0) {
  throw new Error(`Not a route of the site: ${unknown.join(', ')}. Routes: ${known.join(', ')}.`)
}
const paths = values.route ?? known

/** Categories whose scores come out the same on any machine, each held to 100. */
const stableCategories = ['accessibility', 'best-practices', 'seo']
const lhciDir = join(appDir, '.lighthouseci')
const lhci = join(appDir, 'node_modules', '.bin', 'lhci')

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const config = {
  ci: {
    collect: {
      url: paths.map((path) => `${origin}${path}`),
      numberOfRuns: runs,
      ...(chromiumPath() ? { chromePath: chromiumPath() } : {}),
      settings: {
        chromeFlags: chromiumLaunchOptions().args.join(' '),
        onlyCategories: values.bench ? ['performance'] : stableCategories,
        throttlingMethod: throttling,
        // Pictures of the page, not scored; `pnpm --filter web screenshots` takes better ones.
        skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
        // On a loaded machine a page can take long to load; these scores do not depend on it.
        maxWaitForFcp: 90_000,
        maxWaitForLoad: 120_000,
      },
    },
    assert: {
      assertions: Object.fromEntries(
        stableCategories.map((category) => [`categories:${category}`, ['error', { minScore: 1 }]]),
      ),
    },
    upload: { target: 'filesystem', outputDir: join(lhciDir, 'reports') },
  },
}
rmSync(lhciDir, { recursive: true, force: true })
mkdirSync(lhciDir, { recursive: true })
const configFile = join(lhciDir, 'lighthouserc.json')
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`)

/** The site under `wrangler dev`, in a process group of its own so its workerd stops with it. */
async function startSite(): Promise<ChildProcess> {
  const { command, cwd, env } = siteServerCommand(port)
  const child = spawn('sh', ['-c', `exec ${command}`], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited before serving the site.')
    if (
      await fetch(`${origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`The site did not answer on ${origin} within 120 s.`)
}

const lhciRun = (command: string) =>
  execFileSync(lhci, [command, `--config=${configFile}`], { cwd: appDir, stdio: 'inherit' })

const server = await startSite()
try {
  lhciRun('collect')
  lhciRun('upload')
} finally {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM')
}
if (values.bench) {
  printSiteBench({ manifestDir: join(lhciDir, 'reports'), origin, runs, throttling })
} else {
  // Exits non-zero, naming each route and audit below 100, when an assertion fails.
  lhciRun('assert')
}
