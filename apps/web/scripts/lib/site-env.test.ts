import { describe, expect, it } from 'vitest'
import { liveBuildEnv as live } from './live-build-env.test-helper.ts'
import {
  isLoopbackUrl,
  productionEnvProblems,
  TURNSTILE_SCRIPT_URL,
  turnstileScriptUrl,
} from './site-env.ts'

describe('productionEnvProblems', () => {
  it('passes a live build with every setting, and any build that is not for production', () => {
    expect(productionEnvProblems(live)).toEqual([])
    expect(productionEnvProblems({})).toEqual([])
    expect(productionEnvProblems({ SITE_ENV: 'staging' })).toEqual([])
  })

  it('names every missing setting of a production build', () => {
    const problems = productionEnvProblems({ SITE_ENV: 'production' })
    for (const name of [
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_VOICE_AGENT_ID',
      'VITE_TURNSTILE_SITE_KEY',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name} is not set`))).toBe(true)
    }
  })

  it.each([
    [
      'the signer on loopback',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:8787' },
      'points at this machine',
    ],
    [
      'the signer on localhost',
      { VITE_SUPABASE_URL: 'https://localhost' },
      'points at this machine',
    ],
    [
      'the signer over http',
      { VITE_SUPABASE_URL: 'http://api.kookaburra.com.au' },
      'must be an https URL',
    ],
    ['the local anon key', { VITE_SUPABASE_ANON_KEY: 'local-anon-key' }, 'local default'],
    ['a Turnstile test key', { VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }, 'test key'],
    ['a blank agent id', { VITE_VOICE_AGENT_ID: '  ' }, 'VITE_VOICE_AGENT_ID is not set'],
    [
      'a local voice socket',
      { VITE_VOICE_SOCKET_ORIGINS: 'wss://api.elevenlabs.io ws://127.0.0.1:8788' },
      'ws://127.0.0.1:8788',
    ],
    [
      'a local Turnstile script',
      { VITE_TURNSTILE_SCRIPT_URL: 'http://127.0.0.1:8787/__turnstile/v0/api.js' },
      'points at this machine',
    ],
  ])('refuses %s', (_label, change, words) => {
    const problems = productionEnvProblems({ ...live, ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(words)
  })
})

describe('the Turnstile script a build loads', () => {
  it('is Cloudflare’s in production and the signer’s stand-in otherwise', () => {
    expect(turnstileScriptUrl(live)).toBe(TURNSTILE_SCRIPT_URL)
    expect(turnstileScriptUrl({})).toBe('http://127.0.0.1:8787/__turnstile/v0/api.js')
    expect(turnstileScriptUrl({ VITE_SUPABASE_URL: 'http://127.0.0.1:9999/' })).toBe(
      'http://127.0.0.1:9999/__turnstile/v0/api.js',
    )
  })
})

describe('isLoopbackUrl', () => {
  it('knows this machine by any name', () => {
    for (const url of [
      'http://127.0.0.1:1',
      'http://127.1.2.3',
      'http://localhost',
      'http://a.localhost',
      'http://[::1]:8',
      'http://0.0.0.0',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true)
    }
    expect(isLoopbackUrl('https://api.example.com')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
  })
})
