import { type CDPSession, type Page, test } from '@playwright/test'

/**
 * Watches a page through a long in-page run, such as the audits' scroll-through, and if it makes no
 * progress for a minute, records where the page's main thread is: the JavaScript stack when it is
 * running a script, or that it is not running one (stuck in the browser's own rendering). Twice a
 * CI run's page stopped mid-scroll on a phone-width page and the test only timed out, telling
 * nothing; this leaves the answer in the report. It decides nothing: the test's own timeout does.
 *
 * `progress()` marks that the page moved on; `stop()` ends the watch. `quietLimitMs` is how long
 * the page may make no progress before the report is taken, by default a minute: far beyond any
 * step of a busy page, which yields at least every 250 ms.
 */
export async function watchForStall(
  page: Page,
  what: string,
  { quietLimitMs = 60_000 }: { quietLimitMs?: number } = {},
): Promise<{ progress(): void; stop(): void }> {
  // The debugger must be on before a stall: a page stuck in a script still answers a pause, but
  // no longer a request to turn the debugger on.
  const session = await page.context().newCDPSession(page)
  await session.send('Debugger.enable')
  let last = Date.now()
  let reported = false
  const timer = setInterval(() => {
    if (reported || Date.now() - last < quietLimitMs) return
    reported = true
    void mainThreadReport(session).then((report) => {
      const text = `${what}: no progress for ${Math.round((Date.now() - last) / 1000)} s. ${report}`
      console.error(text)
      return test.info().attach('stall report', { body: text, contentType: 'text/plain' })
    })
  }, 1_000)
  return {
    progress: () => {
      last = Date.now()
    },
    stop: () => {
      clearInterval(timer)
      // Not awaited: a stalled page never answers, and the test's own ending must not wait on it.
      session.detach().catch(() => {})
    },
  }
}

/** Pauses the page's JavaScript and describes its stack, or says that no script is running. */
async function mainThreadReport(session: CDPSession): Promise<string> {
  const paused = new Promise<string>((resolve) => {
    session.once('Debugger.paused', ({ callFrames }) => {
      const frames = callFrames.map(
        (frame) =>
          `  at ${frame.functionName || '(anonymous)'} (${frame.url || 'inline'}:${frame.location.lineNumber + 1}:${(frame.location.columnNumber ?? 0) + 1})`,
      )
      session.send('Debugger.resume').catch(() => {})
      resolve(`Its main thread was running a script:\n${frames.join('\n')}`)
    })
  })
  const answered = session.send('Debugger.pause').then(
    () => paused,
    (error: Error) => `The pause request failed: ${error.message}`,
  )
  const silence = new Promise<string>((resolve) =>
    setTimeout(
      () =>
        resolve(
          'Its main thread did not stop for the debugger within 10 s: it is not running a script but stuck in the browser itself (style, layout or paint).',
        ),
      10_000,
    ),
  )
  return Promise.race([answered, silence])
}
