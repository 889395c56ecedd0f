import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { connectTargets, contentSecurityPolicy, parsePolicy, scriptHashSource } from './csp.ts'

describe('the Content Security Policy', () => {
  it('hashes a script the way browsers do: sha256 of its UTF-8 text, base64', () => {
    const code = 'window.x = "kookaburra ✓"'
    const expected = createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64')
    expect(scriptHashSource(code)).toBe(`'sha256-${expected}'`)
  })

  it('connects to the signer and the voice sockets from the environment, local demo by default', () => {
    expect(connectTargets({})).toEqual({
      signerOrigin: 'http://127.0.0.1:8787',
      voiceSocketOrigins: ['wss://api.elevenlabs.io', 'ws://127.0.0.1:8788'],
      turnstileOrigin: 'http://127.0.0.1:8787',
    })
    expect(
      connectTargets({
        VITE_SUPABASE_URL: 'https://api.kookaburra-ai.example/functions/v1',
        VITE_VOICE_SOCKET_ORIGINS: 'wss://api.elevenlabs.io, wss://agent.example',
      }),
    ).toEqual({
      signerOrigin: 'https://api.kookaburra-ai.example',
      voiceSocketOrigins: ['wss://api.elevenlabs.io', 'wss://agent.example'],
      turnstileOrigin: 'https://api.kookaburra-ai.example',
    })
  })

  it('never allows this machine in a production build, and loads Cloudflare’s Turnstile', () => {
    const production = {
      SITE_ENV: 'production',
      VITE_SUPABASE_URL: 'https://api.kookaburra-ai.example',
    }
    expect(connectTargets(production)).toEqual({
      signerOrigin: 'https://api.kookaburra-ai.example',
      voiceSocketOrigins: ['wss://api.elevenlabs.io'],
      turnstileOrigin: 'https://challenges.cloudflare.com',
    })
    const policy = parsePolicy(
      contentSecurityPolicy({ scriptHashes: [], connect: connectTargets(production) }),
    )
    expect([...policy.values()].flat().join(' ')).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/)
    expect(policy.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com'])
  })

  it('rejects settings that are not origins of the right kind, naming the setting', () => {
    expect(() => connectTargets({ VITE_SUPABASE_URL: 'api.example' })).toThrow(
      'VITE_SUPABASE_URL must be an absolute URL',
    )
    expect(() =>
      connectTargets({ VITE_VOICE_SOCKET_ORIGINS: 'https://api.elevenlabs.io' }),
    ).toThrow('VITE_VOICE_SOCKET_ORIGINS must use wss: or ws:')
  })

  it('allows only the page’s hashed inline scripts, never unsafe-inline scripts or eval', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-a'", "'sha256-a'", "'sha256-b'"],
      connect: connectTargets({}),
    })
    const directives = parsePolicy(policy)
    // The last source is the local signer's Turnstile stand-in.
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      'http://127.0.0.1:8787',
    ])
    expect(policy).not.toContain('unsafe-eval')
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'wss://api.elevenlabs.io',
      'ws://127.0.0.1:8788',
    ])
    expect(directives.get('img-src')).toEqual(["'self'", 'data:'])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    // The stand-in draws no frame.
    expect(directives.get('frame-src')).toEqual(["'none'"])
  })

  it('allows no foreign script origin but Turnstile’s: the voice widget is the site’s own', () => {
    const connect = connectTargets({
      VITE_SUPABASE_URL: 'https://api.kookaburra-ai.example',
      VITE_TURNSTILE_SCRIPT_URL: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    })
    const policy = parsePolicy(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], connect }))
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-x'",
      'https://challenges.cloudflare.com',
    ])
    expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com'])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.kookaburra-ai.example',
      'wss://api.elevenlabs.io',
      'ws://127.0.0.1:8788',
    ])
  })
})
