import assert from 'node:assert/strict'
import { test } from 'node:test'
import { summarise } from './test-summary.ts'

const red = (text: string) => `\u001b[31m${text}\u001b[39m`

// Lines as turbo relays them from Vitest, Playwright's list reporter and node's test runner.
const failingLog = [
  '@org/voice-core:test: ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '@org/voice-core:test: ',
  `@org/voice-core:test: ${red(' FAIL ')} src/conversation.browser.test.ts > capture > sends silence while muted`,
  `@org/voice-core:test: ${red('AssertionError: expected 1204.5 to be +0 // Object.is equality')}`,
  '@org/voice-core:test: ',
  '@org/voice-core:test:       Tests  1 failed | 553 passed (554)',
  'web:e2e:   ✘  12 [chromium] › e2e/layout.spec.ts:10:3 › / lays out (5.6s)',
  'web:e2e:   1) [chromium] › e2e/layout.spec.ts:10:3 › / lays out ───────────────────',
  'web:e2e: ',
  '@org/ui:test: unrelated line between',
  'web:e2e:     Error: expect(received).toEqual(expected) // deep equality',
  'web:e2e:   1 failed',
  'web:e2e:   344 passed (33.3m)',
  '//:lint:root: ✖ draws the graph (3.1ms)',
  "//:lint:root:   AssertionError [ERR_ASSERTION]: 'a' !== 'b'",
  '//:lint:root: ℹ pass 8',
  '//:lint:root: ℹ fail 1',
].join('\n')

test('counts every runner and names each failure with its first error line', () => {
  assert.deepEqual(summarise(failingLog), [
    '',
    'Test summary',
    '  @org/voice-core:test         1 failed | 553 passed (554)',
    '  web:e2e                      1 failed',
    '  web:e2e                      344 passed (33.3m)',
    '  //:lint:root                 pass 8',
    '  //:lint:root                 fail 1',
    'tests: 905 passed, 3 failed',
    '',
    'Failed',
    '  @org/voice-core:test src/conversation.browser.test.ts > capture > sends silence while muted\n      AssertionError: expected 1204.5 to be +0 // Object.is equality',
    '  web:e2e [chromium] › e2e/layout.spec.ts:10:3 › / lays out\n      Error: expect(received).toEqual(expected) // deep equality',
    "  //:lint:root draws the graph\n      AssertionError [ERR_ASSERTION]: 'a' !== 'b'",
  ])
})

test('lists nothing under the total when everything passed', () => {
  const summary = summarise('web:test:       Tests  127 passed (127)\n')
  assert.deepEqual(summary.slice(-2), [
    '  web:test                     127 passed (127)',
    'tests: 127 passed, 0 failed',
  ])
})

test('lists at most 30 failures and says how many more there were', () => {
  const log = Array.from({ length: 35 }, (_, index) => `a:test:  FAIL  f.test.ts > case ${index}`)
  const summary = summarise(log.join('\n'))
  assert.equal(summary.filter((line) => line.startsWith('  a:test f.test.ts')).length, 30)
  assert.equal(summary.at(-1), '  and 5 more')
})
