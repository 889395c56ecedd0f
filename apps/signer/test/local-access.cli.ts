/**
 * Local stand-in for Cloudflare Access, so the owner's view can be tried under `wrangler dev`:
 * makes a signing key pair, prints the `--var` settings that make the local signer trust it, and
 * a token valid for 12 hours to send as `Cf-Access-Jwt-Assertion`. Nothing is written to disk.
 *
 *   node test/local-access.cli.ts
 */
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

const team = 'local-team'
const audience = 'local-aud'
const kid = 'local-key'
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256' }] })
const token = await new SignJWT({ email: 'owner@localhost', type: 'app' })
  .setProtectedHeader({ alg: 'RS256', kid })
  .setIssuer(`https://${team}.cloudflareaccess.com`)
  .setAudience(audience)
  .setIssuedAt()
  .setExpirationTime('12h')
  .sign(privateKey)

console.log(
  `pnpm dev --var ACCESS_TEAM:${team} --var ACCESS_AUD:${audience} --var 'ACCESS_JWKS:${jwks}'`,
)
console.log('')
console.log(
  `curl -H 'Cf-Access-Jwt-Assertion: ${token}' http://127.0.0.1:8787/owner/leads/export.csv`,
)
