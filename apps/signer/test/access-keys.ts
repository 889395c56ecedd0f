import { env } from 'cloudflare:workers'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

/** The Access team and application audience the owner tests configure. */
export const TEAM = 'kookaburra'
export const AUD = 'aud-tag-0123456789abcdef'

/** A signing key pair made with WebCrypto for one test file: the team's key, as the test has it. */
export async function accessKeyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  return { jwk, privateKey, kid }
}

/** An Access token as Cloudflare issues one; each claim can be changed to test a refusal. */
export function accessToken(
  key: { privateKey: CryptoKey; kid: string },
  claims: { iss?: string; aud?: string; exp?: number; email?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: claims.email ?? 'owner@kookaburra-ai.example', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(claims.iss ?? `https://${TEAM}.cloudflareaccess.com`)
    .setAudience(claims.aud ?? AUD)
    .setIssuedAt(now)
    .setExpirationTime(claims.exp ?? now + 3600)
    .setSubject('owner-user-id')
    .sign(key.privateKey)
}

/** The signer's env with Access configured to trust the given public keys. */
export function accessEnv(keys: object[]) {
  return { ...env, ACCESS_TEAM: TEAM, ACCESS_AUD: AUD, ACCESS_JWKS: JSON.stringify({ keys }) }
}
