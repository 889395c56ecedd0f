import { describe, expect, it } from 'vitest'
import { experimental_readRawConfig } from 'wrangler'
import { RATE_LIMIT_WINDOW_SECONDS, RATE_LIMITS } from './limits'

describe('the production rate limits', () => {
  it('are exactly the numbers of RATE_LIMITS, one binding per function', () => {
    const { rawConfig } = experimental_readRawConfig({
      config: new URL('../../wrangler.jsonc', import.meta.url).pathname,
    })
    const bindings: { name: string; namespace_id: string; simple: unknown }[] =
      rawConfig.env?.production?.ratelimits ?? []
    const declared = Object.fromEntries(bindings.map((binding) => [binding.name, binding.simple]))
    expect(declared).toEqual(
      Object.fromEntries(
        Object.values(RATE_LIMITS).map(({ binding, limit }) => [
          binding,
          { limit, period: RATE_LIMIT_WINDOW_SECONDS },
        ]),
      ),
    )
    // Each counts in its own namespace, or the functions would share one count.
    expect(new Set(bindings.map((binding) => binding.namespace_id)).size).toBe(bindings.length)
    // No local rate-limit setting reaches production.
    expect(JSON.stringify(rawConfig.env?.production?.vars ?? {})).not.toMatch(/RATE_LIMIT/)
  })
})
