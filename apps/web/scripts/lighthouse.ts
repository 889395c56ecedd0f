/**
 * Lighthouse on every route of the built site, served by `wrangler dev` (the real asset server
 * and `_headers`), through Lighthouse CI (`@lhci/cli`): mobile, Lighthouse's defaults.
 *
 *   node scripts/lighthouse.ts          the check `pnpm test` runs: accessibility, best practices
 *                                       and SEO, whose scores do not depend on the machine's
 *                                       speed, must be 100 on every route (one run each)
 *   node scripts/lighthouse.ts --bench  `pnpm bench:site`: performance, median of --runs (3) per
 *                                       route, with LCP, TBT and CLS; prints the table beside the
 *                                       last saved run's figures and saves this one. Never fails on a score.
 *   --throttling devtools               the bench with Chrome's own network and CPU throttling
 *                                       instead of Lighthouse's simulation (`simulate`, the
 *                                       default); each method keeps its own saved run.
 *   --against ../other/apps/web/build/client
 *                                       the bench beside another build of the site (a checkout
 *                                       of the commit to compare with, built), served the same
 *                                       way and measured in the same rounds: each route's
 *                                       figures beside that build's, instead of the saved run's.
 *
 * `--route /about` (repeatable) narrows either. Run after `pnpm --filter web build`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
    against: { type: 'string' },
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
// A path as typed where pnpm was started (`INIT_CWD`), not from this package's folder.
const against =
  values.against === undefined
    ? undefined
    : resolve(process.env.INIT_CWD ?? process.cwd(), values.against)
if (against !== undefined && !values.bench) {
  throw new Error('--against compares performance; it goes with --bench.')
}
if (against !== undefined && !existsSync(join(against, 'index.html'))) {
  throw new Error(
    `--against takes another build's client folder (apps/web/build/client of a built checkout); ${against} holds no index.html.`,
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
const againstPort = against === undefined ? undefined : await freePort()
const againstOrigin = againstPort === undefined ? undefined : `http://127.0.0.1:${againstPort}`
const urls = paths.flatMap((path) =>
  [origin, againstOrigin].flatMap((each) => (each ? [`${each}${path}`] : [])),
)
const config = {
  ci: {
    collect: {
      // One run of each URL per round (the rounds below), so what the machine does meanwhile
      // weighs on every route and on both builds alike.
      numberOfRuns: 1,
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
async function startSite(sitePort: number, assetsDir?: string): Promise<ChildProcess> {
  const siteOrigin = `http://127.0.0.1:${sitePort}`
  const { command, cwd, env } = siteServerCommand(sitePort, assetsDir)
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
      await fetch(`${siteOrigin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((wait) => setTimeout(wait, 250))
  }
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
  throw new Error(`The site did not answer on ${siteOrigin} within 120 s.`)
}

const lhciRun = (command: string, ...args: string[]) =>
  execFileSync(lhci, [command, `--config=${configFile}`, ...args], {
    cwd: appDir,
    stdio: 'inherit',
  })

const servers: ChildProcess[] = []
try {
  servers.push(await startSite(port))
  if (againstPort !== undefined) servers.push(await startSite(againstPort, against))
  for (let round = 0; round < runs; round += 1) {
    // Every other round goes through the URLs backwards, so neither build always goes first.
    const order = round % 2 === 0 ? urls : [...urls].reverse()
    lhciRun('collect', ...(round > 0 ? ['--additive'] : []), ...order.map((url) => `--url=${url}`))
  }
  lhciRun('upload')
} finally {
  for (const server of servers) if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM')
}
if (values.bench) {
  printSiteBench({
    manifestDir: join(lhciDir, 'reports'),
    origin,
    runs,
    throttling,
    ...(against && againstOrigin ? { against: { dir: against, origin: againstOrigin } } : {}),
  })
} else {
  // Exits non-zero, naming each route and audit below 100, when an assertion fails.
  lhciRun('assert')
}
