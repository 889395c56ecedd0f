import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectPlatform, resolveDelay } from './platform'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, 'default'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', 0, 'default'],
  ])('reads %s (%i touch points) as %s', (userAgent, maxTouchPoints, platform) => {
    vi.stubGlobal('navigator', { userAgent, maxTouchPoints })
    expect(detectPlatform()).toBe(platform)
  })

  it('is default where there is no navigator, as during server rendering', () => {
    vi.stubGlobal('navigator', undefined)
    expect(detectPlatform()).toBe('default')
  })
})

describe('resolveDelay', () => {
  const defaults = { default: 0, android: 3000, ios: 0 }

  it('uses the defaults when no config is given: Android waits 3 s', () => {
    expect(resolveDelay(undefined, defaults, 'android')).toBe(3000)
    expect(resolveDelay(undefined, defaults, 'ios')).toBe(0)
    expect(resolveDelay(undefined, defaults, 'default')).toBe(0)
  })

  it('falls back to the given default for a platform the config leaves out', () => {
    expect(resolveDelay({ default: 100 }, defaults, 'android')).toBe(100)
    expect(resolveDelay({ default: 100, ios: 50 }, defaults, 'ios')).toBe(50)
    expect(resolveDelay({ android: 500 }, defaults, 'default')).toBe(0)
  })
})
