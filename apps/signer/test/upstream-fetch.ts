import { vi } from 'vitest'

/**
 * Replaces `fetch` for calls to the voice service only: Turnstile's siteverify (the stand-in on a
 * real socket) still answers for real, so a test about the upstream keeps passing the human
 * check. Returns the spy and the requests that reached `answer`.
 */
export function mockUpstreamFetch(
  answer: (request: Request) => Response | Promise<Response> = () => Response.json({}),
) {
  const realFetch = globalThis.fetch
  const upstreamCalls: Request[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname.endsWith('/siteverify')) return realFetch(request)
    upstreamCalls.push(request)
    return answer(request)
  })
  return { spy, upstreamCalls }
}
