import { describe, expect, it } from 'vitest'
import { isLoopbackHost, isLoopbackOrigin, originAllowed, parseAllowedOrigins } from './origins.ts'

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('counts %s as this machine only', (host) => {
    expect(isLoopbackHost(host)).toBe(true)
  })

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:10.0.0.1',
    'example.com',
    'localhost.example.com',
    '',
  ])('counts %j as reachable from elsewhere', (host) => {
    expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('isLoopbackOrigin', () => {
  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:4173',
    'https://[::1]:8443',
    'http://app.localhost:3000',
  ])('accepts a page on this machine: %s', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(true)
  })

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'null',
    'file://',
    'chrome-extension://abc',
    'ws://127.0.0.1:8788',
  ])('refuses %s', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false)
  })
})

describe('originAllowed', () => {
  const allowed = parseAllowedOrigins(['https://www.example.com'])

  it('lets through loopback pages, listed origins and clients that send no Origin', () => {
    expect(originAllowed('http://localhost:5173', allowed)).toBe(true)
    expect(originAllowed('https://www.example.com', allowed)).toBe(true)
    expect(originAllowed(undefined, allowed)).toBe(true)
  })

  it('refuses any other page', () => {
    expect(originAllowed('https://example.com', allowed)).toBe(false)
    expect(originAllowed('http://www.example.com', allowed)).toBe(false)
    expect(originAllowed('https://www.example.com.evil.example', allowed)).toBe(false)
  })
})

describe('parseAllowedOrigins', () => {
  it('takes origins, with or without a trailing slash', () => {
    expect([...parseAllowedOrigins(['https://a.example', 'http://b.example:8080/'])]).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ])
  })

  it.each([['a.example'], ['https://a.example/page'], ['ftp://a.example'], ['*']])(
    'refuses %j with a message naming it',
    (origin) => {
      expect(() => parseAllowedOrigins([origin])).toThrow(
        `Allowed origins must be http or https origins such as https://www.example.com; got ${JSON.stringify(origin)}`,
      )
    },
  )
})
