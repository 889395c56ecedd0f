/**
 * Lighthouse (mobile) on every route of the built site, served with its production headers:
 * each route three times, one run at a time, judged by its median run, which must score at least
 * 0.95 for performance and 1 for accessibility, best practices and SEO. Prints the per-route
 * table and what cost points, writes every run to a JSON file, and exits 1 when a route misses
 * or a run cannot be completed.
 *
 *   pnpm --filter web lighthouse [--runs 3] [--route /about ...] [--out reports/lighthouse.json]
 *
 * Run it after `pnpm --filter web build`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { waitForIdleCpu } from './lib/idle-cpu.ts'
import { launchLighthouseBrowser } from './lib/lighthouse-run.ts'
import {
  lighthouseTable,
  lighthouseThresholds,
  medianRun,
  type RunSummary,
  summariseRun,
  thresholdFailures,
} from './lib/lighthouse-summary.ts'
import { appDir, clientDir } from './lib/paths.ts'
import { serveBuild } from './lib/serve-build.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    out: { type: 'string', default: 'reports/lighthouse.json' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a whole number of runs per route, not "${values.runs}".`)
}
const { routes, site } = await importWorkspaceSource<typeof import('@org/content')>('@org/content')
const known = routes.map((route) => route.path)
const unknown = (values.route ?? []).filter((path) => !known.includes(path))
if (unknown.length > 0) {
  throw new Error(`Not a route of the site: ${unknown.join(', ')}. Routes: ${known.join(', ')}.`)
}
const paths = values.route ?? known
const out = resolve(appDir, values.out)

const started = performance.now()
// Scores fall when something else is busy; the load says whether a run had the machine to itself.
const load = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(' / ')
console.log(`Load average at the start: ${load()}`)
const settled = await waitForIdleCpu()
console.log(
  settled.idle
    ? `The processor was idle after ${settled.seconds} s.`
    : `The processor was still busy after ${settled.seconds} s; measuring anyway.`,
)
const server = await serveBuild(clientDir)
const browser = await launchLighthouseBrowser([site.onboardingWidget.scriptUrl])
/** A route's runs, the median one, and the runs Lighthouse could not complete. */
interface RouteResult {
  path: string
  run: RunSummary | undefined
  runs: RunSummary[]
  errors: string[]
}
const results: RouteResult[] = []
/** Runs Lighthouse could not record and that were run again, for the report. */
const reruns: string[] = []
try {
  // One page and one run at a time: parallel runs on a small machine would measure each other.
  for (const path of paths) {
    const pageRuns: RunSummary[] = []
    const errors: string[] = []
    let lostTraces = 0
    while (pageRuns.length + errors.length < runs) {
      try {
        pageRuns.push(summariseRun(await browser.audit(`${server.origin}${path}`)))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        // Chromium sometimes records a trace without the page's navigation start; Lighthouse then
        // has no measurement at all and asks to be run again. That run is replaced, at most
        // twice per route and always reported. A low score is never run again, and any other
        // failure fails the route.
        if (message.includes('(NO_NAVSTART)') && lostTraces < 2) {
          lostTraces += 1
          reruns.push(`${path}: ${message}`)
        } else {
          errors.push(message)
        }
      }
    }
    const run = pageRuns.length > 0 ? medianRun(pageRuns) : undefined
    results.push({ path, run, runs: pageRuns, errors })
    const perfs = pageRuns.map((each) => Math.round(each.scores.performance * 100)).join(', ')
    console.log(
      `${path}: performance ${perfs || 'none'}${errors.length > 0 ? `, ${errors.length} run(s) failed` : ''}`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
const seconds = Math.round((performance.now() - started) / 1000)

const measured = results.flatMap(({ path, run }) => (run ? [{ path, run }] : []))
const failures = results.flatMap(({ path, run, errors }) => [
  ...errors.map((error) => `${path}: a run failed: ${error}`),
  ...(run ? thresholdFailures(path, run) : []),
])
console.log(`\nLighthouse, mobile, median of ${runs} per route:\n${lighthouseTable(measured)}\n`)
for (const { path, run } of measured) {
  if (run.shortfalls.length > 0) console.log(`${path} lost points on ${run.shortfalls.join(', ')}`)
}
if (reruns.length > 0) {
  console.log(
    `Run again after Lighthouse lost the trace (${reruns.length}):\n- ${reruns.join('\n- ')}`,
  )
}
await mkdir(dirname(out), { recursive: true })
await writeFile(
  out,
  `${JSON.stringify({ runsPerRoute: runs, thresholds: lighthouseThresholds, seconds, reruns, routes: results }, null, 2)}\n`,
)
console.log(
  `\nWrote ${out} (${paths.length} routes in ${seconds} s; load average at the end: ${load()}).`,
)
if (failures.length > 0) {
  console.error(`Below the thresholds:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
}
