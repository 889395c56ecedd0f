import { describe, expect, it } from 'vitest'
import { upstreamOrigin } from './upstream-origin'

describe('upstreamOrigin (ELEVENLABS_API_ORIGIN)', () => {
  it.each([
    [undefined, 'https://api.elevenlabs.io'],
    ['', 'https://api.elevenlabs.io'],
    ['  ', 'https://api.elevenlabs.io'],
    ['https://api.elevenlabs.io', 'https://api.elevenlabs.io'],
    ['https://api.eu.residency.elevenlabs.io/', 'https://api.eu.residency.elevenlabs.io'],
    ['https://proxy.example:8443', 'https://proxy.example:8443'],
    ['http://127.0.0.1:8790', 'http://127.0.0.1:8790'],
    ['http://localhost:8790', 'http://localhost:8790'],
    ['http://[::1]:8790', 'http://[::1]:8790'],
  ])('takes %j as %s', (setting, origin) => {
    expect(upstreamOrigin(setting)).toEqual({ ok: true, origin })
  })

  it.each([
    'http://api.elevenlabs.io',
    'http://10.0.0.5:8790',
    'https://api.elevenlabs.io/v1',
    'https://api.elevenlabs.io?x=1',
    'https://api.elevenlabs.io/?',
    'https://api.elevenlabs.io#top',
    'https://user:pass@api.elevenlabs.io',
    'ws://api.elevenlabs.io',
    'api.elevenlabs.io',
  ])('refuses %j, saying what the setting should be without repeating it', (setting) => {
    const result = upstreamOrigin(setting)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.details).toBe(
      'ELEVENLABS_API_ORIGIN must be an https origin such as https://api.elevenlabs.io, or http://127.0.0.1:PORT for a local fake.',
    )
  })
})
