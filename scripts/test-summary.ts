/**
 * Reads the log of a `pnpm test` run and prints each test runner's summary line, then one total:
 * `tests: N passed, N failed` (with `, N skipped` when any were). Turbo replays cached logs, so
 * cache hits are counted too. Each failed test is named again under the total, with the first
 * line of its error, so the tail of a long log says what failed and why.
 *
 *   node scripts/test-summary.ts LOG
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
const ansi = /\u001b\[[0-9;]*[A-Za-z]|\u001b\]8;;[^\u0007\u001b]*(\u0007|\u001b\\)/g

type Outcome = 'passed' | 'failed' | 'skipped'

const nodeTestWords: Record<string, Outcome> = {
  pass: 'passed',
  fail: 'failed',
  skipped: 'skipped',
}

/** At most this many failures are listed; a run that breaks everything needs only the first. */
const MAX_FAILURES = 30

/** The summary of one log, as the lines to print. */
export function summarise(log: string): string[] {
  const lines = log
    .replace(ansi, '')
    .split('\n')
    .map((line) => {
      // turbo prefixes every line with `package:task: `
      const match = /^(?<task>[\w@/.-]+:[\w:-]+): (?<text>.*)$/.exec(line)
      return { task: match?.groups?.task ?? '', text: (match?.groups?.text ?? line).trim() }
    })
  const totals: Record<Outcome, number> = { passed: 0, failed: 0, skipped: 0 }
  const count = (text: string, word: Outcome) =>
    Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0)
  const out = ['', 'Test summary']
  const failures = new Set<string>()

  /** The first error line among the few after a failure's heading, in the same task. */
  const errorAfter = (index: number, task: string) => {
    for (const next of lines.slice(index + 1, index + 12)) {
      if (next.task !== task) continue
      if (/^(\w*Error|Error)\b|^expect\(|^Timed out|^Test timeout/.test(next.text)) {
        return next.text.slice(0, 240)
      }
    }
    return ''
  }

  lines.forEach(({ task, text }, index) => {
    // Vitest: "Tests  1 failed | 7 passed (8)"; Playwright: "3 passed (5.8s)", "1 failed", "2 skipped".
    const vitest = /^Tests\s+(.*\(\d+\))$/.exec(text)
    const playwright = /^(\d+) (passed|failed|skipped|flaky)\b/.exec(text)
    // Node's test runner (tooling, scripts): "ℹ pass 9", "ℹ fail 0", "ℹ skipped 0".
    const nodeTest = /^ℹ (pass|fail|skipped) (\d+)$/.exec(text)
    // A failed test's heading: Vitest's "FAIL  file > suite > name", Playwright's
    // "1) [chromium] › file:line › name ───", and node's "✖ name (12ms)".
    const failed =
      /^FAIL\s+(.+)$/.exec(text)?.[1] ??
      /^\d+\) (\[.+?\] › .+?)\s*─*$/.exec(text)?.[1] ??
      /^✖ (?!failing tests)(.+?)(?: \([\d.]+m?s\))?$/.exec(text)?.[1]
    if (vitest?.[1]) {
      for (const word of ['passed', 'failed', 'skipped'] as const)
        totals[word] += count(vitest[1], word)
      out.push(`  ${task.padEnd(28)} ${vitest[1]}`)
    } else if (playwright) {
      const word = playwright[2] === 'flaky' ? 'failed' : (playwright[2] as Outcome)
      totals[word] += Number(playwright[1])
      out.push(`  ${task.padEnd(28)} ${text}`)
    } else if (nodeTest?.[1] && nodeTest[2]) {
      totals[nodeTestWords[nodeTest[1]] as Outcome] += Number(nodeTest[2])
      if (nodeTest[1] === 'pass' || nodeTest[2] !== '0')
        out.push(`  ${task.padEnd(28)} ${text.slice(2)}`)
    } else if (failed) {
      const error = errorAfter(index, task)
      failures.add(`  ${task} ${failed}${error ? `\n      ${error}` : ''}`)
    }
  })

  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  out.push(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  if (failures.size > 0) {
    out.push('', 'Failed')
    out.push(...[...failures].slice(0, MAX_FAILURES))
    if (failures.size > MAX_FAILURES) out.push(`  and ${failures.size - MAX_FAILURES} more`)
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node scripts/test-summary.ts LOG')
    process.exit(2)
  }
  console.log(summarise(readFileSync(file, 'utf8')).join('\n'))
}
