import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessEnv, accessKeyPair, accessToken } from '../../test/access-keys'
import { app } from '../app'

type KeyPair = Awaited<ReturnType<typeof accessKeyPair>>
let team: KeyPair
let stranger: KeyPair

beforeAll(async () => {
  team = await accessKeyPair('team-key-1')
  stranger = await accessKeyPair('team-key-1')
})

/** GET /owner/leads with the given token (none when undefined). */
function list(token: string | undefined, overrides: Record<string, unknown> = {}) {
  const headers: Record<string, string> = token ? { 'Cf-Access-Jwt-Assertion': token } : {}
  return app.request('/owner/leads', { headers }, { ...accessEnv([team.jwk]), ...overrides })
}

describe('owner access through Cloudflare Access', () => {
  it('lets a valid token from the team through', async () => {
    const res = await list(await accessToken(team))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a request without a token', async () => {
    const res = await list(undefined)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: 'Sign-in required',
      details: 'Open this address through Cloudflare Access.',
    })
  })

  it.each([
    ['signed by a key outside the team', () => accessToken(stranger)],
    ['for another application', () => accessToken(team, { aud: 'another-aud' })],
    ['from another team', () => accessToken(team, { iss: 'https://other.cloudflareaccess.com' })],
    ['expired', () => accessToken(team, { exp: Math.floor(Date.now() / 1000) - 600 })],
    ['that is not a JWT', async () => 'not-a-token'],
    [
      'unsigned (alg none)',
      async () => {
        const [, payload] = (await accessToken(team)).split('.')
        return `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${payload}.`
      },
    ],
  ])('refuses a token %s', async (_label, token) => {
    const res = await list(await token())
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: 'Sign-in required',
      details: 'The Cloudflare Access token is not valid.',
    })
  })

  it.each([
    ['no team', { ACCESS_TEAM: '' }],
    ['no audience', { ACCESS_AUD: '' }],
    ['a team name that is not one', { ACCESS_TEAM: 'evil.example/x' }],
  ])('refuses everything when Access is configured with %s', async (_label, overrides) => {
    const res = await list(await accessToken(team), overrides)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: 'Owner access not configured' })
  })

  it('refuses everything with the local configuration, which names no team', async () => {
    const res = await app.request('/owner/leads/export.csv', {}, env)
    expect(res.status).toBe(503)
  })

  it('guards every owner path, known or not, before anything else', async () => {
    for (const [method, path] of [
      ['GET', '/owner/leads/export.json'],
      ['DELETE', '/owner/leads/some-id'],
      ['GET', '/owner/anything'],
    ] as const) {
      const res = await app.request(path, { method }, accessEnv([team.jwk]))
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 })
    }
  })
})
