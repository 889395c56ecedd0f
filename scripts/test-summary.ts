/**
 * Reads the log of a `pnpm test` run and prints each test runner's summary line, then one total:
 * `tests: N passed, N failed` (with `, N skipped` when any were). Turbo replays cached logs, so
 * cache hits are counted too.
 *
 *   node scripts/test-summary.ts LOG
 */
import { readFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  console.error('usage: node scripts/test-summary.ts LOG')
  process.exit(2)
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
const ansi = /\u001b\[[0-9;]*[A-Za-z]|\u001b\]8;;[^\u0007\u001b]*(\u0007|\u001b\\)/g
const lines = readFileSync(file, 'utf8').replace(ansi, '').split('\n')

const totals = { passed: 0, failed: 0, skipped: 0 }
const count = (text: string, word: keyof typeof totals) =>
  Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0)

const nodeTestWords: Record<string, keyof typeof totals> = {
  pass: 'passed',
  fail: 'failed',
  skipped: 'skipped',
}

console.log('\nTest summary')
for (const line of lines) {
  // turbo prefixes every line with `package:task: `
  const match = /^(?<task>[\w@/.-]+:[\w:-]+): (?<text>.*)$/.exec(line)
  const task = match?.groups?.task ?? ''
  const text = (match?.groups?.text ?? line).trim()
  // Vitest: "Tests  1 failed | 7 passed (8)"; Playwright: "3 passed (5.8s)", "1 failed", "2 skipped".
  const vitest = /^Tests\s+(.*\(\d+\))$/.exec(text)
  const playwright = /^(\d+) (passed|failed|skipped|flaky)\b/.exec(text)
  // Node's test runner (tooling, scripts): "ℹ pass 9", "ℹ fail 0", "ℹ skipped 0".
  const nodeTest = /^ℹ (pass|fail|skipped) (\d+)$/.exec(text)
  if (vitest?.[1]) {
    for (const word of ['passed', 'failed', 'skipped'] as const)
      totals[word] += count(vitest[1], word)
    console.log(`  ${task.padEnd(28)} ${vitest[1]}`)
  } else if (playwright) {
    const word = playwright[2] === 'flaky' ? 'failed' : (playwright[2] as keyof typeof totals)
    totals[word] += Number(playwright[1])
    console.log(`  ${task.padEnd(28)} ${text}`)
  } else if (nodeTest?.[1] && nodeTest[2]) {
    totals[nodeTestWords[nodeTest[1]]] += Number(nodeTest[2])
    if (nodeTest[1] === 'pass' || nodeTest[2] !== '0')
      console.log(`  ${task.padEnd(28)} ${text.slice(2)}`)
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
