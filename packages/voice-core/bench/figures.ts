// The figures the DSP is judged by (samples per second, × real time, dB) and their targets.
// Each test keeps its figures in its task meta, so they reach vitest's JSON report too, and
// `FiguresReporter` prints them after vitest's own tables. A missed timing target is printed,
// never enforced: on a shared machine a timing says as much about the neighbours as about the
// code. (The resampler's quality figures are deterministic; their tests assert them as well.)
import { arch, cpus, platform } from 'node:os'
import type { BenchResult, TaskMeta } from 'vitest'
import type { Reporter, TestModule } from 'vitest/node'

/** One figure, with the target it is read against, if any. */
export interface Figure {
  label: string
  value: number
  /** `×` and units that start with it are written without a space; `…/s` gets an SI prefix. */
  unit: string
  atLeast?: number
  atMost?: number
}

declare module 'vitest' {
  interface TaskMeta {
    figures?: Figure[]
  }
}

/**
 * Time and iteration budget for each benchmark in a `bench.compare()`: the twelve take about 15 s,
 * and the minimum iteration count stays low so a slow case cannot stretch a run on a busy machine.
 */
export const budget = { time: 1000, warmupTime: 200, warmupIterations: 4, iterations: 16 }

/**
 * Units processed per second, from the fastest run: the run least disturbed by other processes,
 * as the hand-written harness measured before (vitest's own table shows the mean).
 */
export function perSecond(units: number, result: BenchResult): number {
  return (units * 1000) / result.latency.min
}

/** Adds figures to a test's meta, for the JSON report and the printed table. */
export function record(meta: TaskMeta, ...figures: Figure[]): void {
  meta.figures = [...(meta.figures ?? []), ...figures]
}

function format(value: number, unit: string): string {
  if (unit.endsWith('/s')) {
    const [scale, prefix] = value >= 1e9 ? [1e9, 'G'] : value >= 1e6 ? [1e6, 'M'] : [1e3, 'k']
    return `${(value / scale).toPrecision(3)} ${prefix} ${unit}`
  }
  // Three significant digits, without toPrecision's exponent for large values.
  const number = String(Number(value.toPrecision(3)))
  return unit.startsWith('×') ? `${number}${unit}` : `${number} ${unit}`
}

function verdict({ value, unit, atLeast, atMost }: Figure): string {
  if (atLeast !== undefined) {
    return `target ≥ ${format(atLeast, unit)}: ${value >= atLeast ? 'met' : 'MISSED'}`
  }
  if (atMost !== undefined) {
    return `target ≤ ${format(atMost, unit)}: ${value <= atMost ? 'met' : 'MISSED'}`
  }
  return ''
}

/** A vitest reporter that prints every test's figures, and their targets, once the run ends. */
export class FiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const cpu = cpus()
    const lines = [
      `Figures (rates from each benchmark's fastest run) · Node ${process.version} · ` +
        `${platform()}-${arch()} · ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}`,
    ]
    // Files finish in any order; sorted, the table reads the same from run to run.
    const sorted = [...testModules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
    for (const testModule of sorted) {
      for (const test of testModule.children.allTests()) {
        const figures = test.meta().figures ?? []
        if (figures.length > 0) lines.push('', `  ${test.fullName}`)
        for (const figure of figures) {
          const value = format(figure.value, figure.unit)
          const line = `    ${figure.label.padEnd(40)} ${value.padStart(20)}   ${verdict(figure)}`
          lines.push(line.trimEnd())
        }
      }
    }
    console.log(`\n${lines.join('\n')}\n`)
  }
}
