/**
 * The page's requests that never finished, for a failed test's report. A navigation inside the
 * app changes the address only once the next page's code and data have arrived, so a request
 * that hangs looks, to a test, like a click that did nothing; the report names the request.
 * It decides nothing: a passing test never reads it.
 */

/** What the watch needs of a Playwright request. */
export interface WatchedRequest {
  url(): string
  method(): string
}

/** What the watch needs of a Playwright browser context (or page). */
export interface RequestSource {
  on(
    event: 'request' | 'requestfinished' | 'requestfailed',
    listener: (request: WatchedRequest) => void,
  ): unknown
}

/**
 * Follows every request `source` makes from now on, and keeps those not yet finished or failed.
 *
 * @param now The clock the ages are read from, in milliseconds.
 */
export function watchOpenRequests(source: RequestSource, now: () => number = Date.now) {
  const open = new Map<WatchedRequest, number>()
  source.on('request', (request) => open.set(request, now()))
  const settle = (request: WatchedRequest) => open.delete(request)
  source.on('requestfinished', settle)
  source.on('requestfailed', settle)
  return {
    /** One line per open request, oldest first: its age, method and address; empty when none. */
    report(): string {
      const at = now()
      return [...open]
        .sort(([, a], [, b]) => a - b)
        .map(
          ([request, since]) =>
            `${Math.round((at - since) / 1000)} s open: ${request.method()} ${request.url()}`,
        )
        .join('\n')
    },
  }
}
