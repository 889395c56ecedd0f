import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { appDir } from './paths.ts'

/** One route's representative (median) run. */
export interface RouteFigures {
  path: string
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** A saved `pnpm bench:site` run. */
export interface SiteBench {
  date: string
  runsPerRoute: number
  /** 1-, 5- and 15-minute load averages when the run ended: how busy the machine was. */
  loadAverage: number[]
  routes: RouteFigures[]
  /** The build measured beside this one in the same rounds (`--against`), when there was one. */
  against?: { dir: string; routes: RouteFigures[] }
}

/**
 * How Lighthouse slows the page down: `simulate` loads it at full speed and works out the figures
 * a slow phone would see from the trace (Lighthouse's default); `devtools` has Chrome throttle the
 * network and the processor while the page loads, and reads the figures as they happened.
 */
export const throttlingMethods = ['simulate', 'devtools'] as const
export type ThrottlingMethod = (typeof throttlingMethods)[number]

export const isThrottlingMethod = (value: string): value is ThrottlingMethod =>
  (throttlingMethods as readonly string[]).includes(value)

/**
 * Where each run is saved; the next run with the same method compares itself with it. The two
 * methods' figures differ by design, so each has its own file.
 */
export const siteBenchFile = (throttling: ThrottlingMethod): string =>
  join(
    appDir,
    'reports',
    throttling === 'simulate' ? 'site-bench.json' : `site-bench-${throttling}.json`,
  )

interface ManifestEntry {
  url: string
  isRepresentativeRun: boolean
  jsonPath: string
}

/**
 * The median run of each route served from `origin`, from Lighthouse CI's filesystem upload
 * (`manifest.json`), which may hold another build's runs too, from another origin.
 */
export function readRepresentativeRuns(manifestDir: string, origin: string): RouteFigures[] {
  const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8'))
  return (manifest as ManifestEntry[])
    .filter((entry) => entry.isRepresentativeRun)
    .filter((entry) => entry.url === origin || entry.url.startsWith(`${origin}/`))
    .map((entry) => {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'))
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      return {
        path: entry.url.slice(origin.length) || '/',
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      }
    })
}

/** `+3`, `-120`, or blank when there is nothing to compare with. */
function delta(now: number, before: number | undefined, digits = 0): string {
  if (before === undefined) return ''
  const change = now - before
  const text = change.toFixed(digits)
  return change > 0 ? `+${text}` : text
}

/**
 * The table: each figure of this run beside the other's (`label`: the build measured in the same
 * rounds, or the saved run), and for LCP and TBT how much this run adds (+) or saves (-). A route
 * the other lacks shows this run's figures alone.
 */
export function comparisonTable(
  routes: RouteFigures[],
  against: readonly RouteFigures[],
  label: 'against' | 'saved' = 'against',
): string {
  const other = new Map(against.map((route) => [route.path, route]))
  const width = Math.max(5, ...routes.map((route) => route.path.length))
  const figure = (value: number | undefined, digits = 0) =>
    value === undefined ? '' : value.toFixed(digits)
  // Each column's heading and how a route fills it; every cell is right-aligned to its heading.
  const columns: Array<[string, (route: RouteFigures, old?: RouteFigures) => string]> = [
    ['perf', (route) => figure(route.performance)],
    [label, (_, old) => figure(old?.performance)],
    ['LCP ms', (route) => figure(route.lcpMs)],
    [label, (_, old) => figure(old?.lcpMs)],
    ['Δ', (route, old) => delta(route.lcpMs, old?.lcpMs)],
    ['TBT ms', (route) => figure(route.tbtMs)],
    [label, (_, old) => figure(old?.tbtMs)],
    ['Δ', (route, old) => delta(route.tbtMs, old?.tbtMs)],
    ['CLS', (route) => figure(route.cls, 3)],
    [label, (_, old) => figure(old?.cls, 3)],
  ]
  const pad = (heading: string) => Math.max(6, heading.length)
  const header = [
    'route'.padEnd(width),
    ...columns.map(([heading]) => heading.padStart(pad(heading))),
  ]
  const rows = routes.map((route) => {
    const old = other.get(route.path)
    return [
      route.path.padEnd(width),
      ...columns.map(([heading, cell]) => cell(route, old).padStart(pad(heading))),
    ].join(' ')
  })
  return [header.join(' '), ...rows].join('\n')
}

/**
 * Prints this run beside the build it was measured against (`against`), or else beside the saved
 * run, then saves this one in the saved run's place.
 */
export function printSiteBench({
  manifestDir,
  origin,
  runs,
  throttling,
  against,
}: {
  manifestDir: string
  origin: string
  runs: number
  throttling: ThrottlingMethod
  against?: { dir: string; origin: string }
}): void {
  const routes = readRepresentativeRuns(manifestDir, origin)
  const file = siteBenchFile(throttling)
  const previous: SiteBench | undefined = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : undefined
  const run: SiteBench = {
    date: new Date().toISOString(),
    runsPerRoute: runs,
    loadAverage: loadavg().map((each) => Number(each.toFixed(2))),
    routes,
    ...(against
      ? {
          against: {
            dir: against.dir,
            routes: readRepresentativeRuns(manifestDir, against.origin),
          },
        }
      : {}),
  }
  console.log(
    `\nLighthouse performance, mobile, ${throttling} throttling, median of ${runs} per route:`,
  )
  if (run.against) {
    console.log(comparisonTable(routes, run.against.routes))
    console.log(`against: ${run.against.dir}, measured in the same rounds. Δ: this build minus it.`)
  } else {
    console.log(comparisonTable(routes, previous?.routes ?? [], 'saved'))
    console.log(
      previous
        ? `saved: the run of ${previous.date} (load then ${previous.loadAverage.join(' / ')}). Δ: this run minus it.`
        : 'No saved run to compare with yet.',
    )
  }
  console.log(`Load average at the end: ${run.loadAverage.join(' / ')}.`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`)
  console.log(`Saved to ${file}.`)
}
