/**
 * The Supabase Functions call the default signed-URL request makes, with the browser's own
 * `fetch`: `POST {url}/functions/v1/{name}` with a JSON body, the public key as `apikey` and
 * bearer token. It answers as `@supabase/supabase-js`'s `functions.invoke` does (same `data`,
 * same error texts, the `Response` or network error as `context`), so either may be used.
 */

/** What `functions.invoke` resolves with: the body, or an error with its `context`. */
export interface FunctionsResult<T> {
  data: T | null
  error: (Error & { context?: unknown }) | null
}

/** The part of a Supabase client the default request uses; `createClient(...)` fits it. */
export interface FunctionsClient {
  functions: {
    invoke<T>(
      name: string,
      options: {
        body: Record<string, unknown>
        signal?: AbortSignal
        headers?: Record<string, string>
      },
    ): Promise<FunctionsResult<T>>
  }
}

/** supabase-js's words for each way an Edge Function call fails. */
const FAILED_TO_SEND = 'Failed to send a request to the Edge Function'
const RELAY_ERROR = 'Relay Error invoking the Edge Function'
const NON_2XX = 'Edge Function returned a non-2xx status code'

function failure(message: string, name: string, context: unknown): FunctionsResult<never> {
  const error = Object.assign(new Error(message), { context })
  error.name = name
  return { data: null, error }
}

/** The body by its content type, as supabase-js reads it (JSON, or text). */
async function readBody(response: Response): Promise<unknown> {
  const type = (response.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim()
  return type === 'application/json' ? response.json() : response.text()
}

/** A {@link FunctionsClient} for the project at `url`, with no dependency but `fetch`. */
export function fetchFunctionsClient(url: string, key: string): FunctionsClient {
  const base = `${url.replace(/\/+$/, '')}/functions/v1/`
  return {
    functions: {
      async invoke<T>(
        name: string,
        options: {
          body: Record<string, unknown>
          signal?: AbortSignal
          headers?: Record<string, string>
        },
      ): Promise<FunctionsResult<T>> {
        let response: Response
        try {
          response = await fetch(base + name, {
            method: 'POST',
            headers: {
              apikey: key,
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
              ...options.headers,
            },
            body: JSON.stringify(options.body),
            signal: options.signal,
          })
        } catch (error) {
          // An abort stays an abort; anything else is the network's failure.
          if (options.signal?.aborted) throw options.signal.reason
          return failure(FAILED_TO_SEND, 'FunctionsFetchError', error)
        }
        if (response.headers.get('x-relay-error') === 'true') {
          return failure(RELAY_ERROR, 'FunctionsRelayError', response)
        }
        if (!response.ok) return failure(NON_2XX, 'FunctionsHttpError', response)
        return { data: (await readBody(response)) as T, error: null }
      },
    },
  }
}
