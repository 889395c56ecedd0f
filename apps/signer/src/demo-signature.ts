const encoder = new TextEncoder()

/**
 * HMAC signature that binds a demo session to one agent and one expiry. The local demo agent
 * recomputes it with the same shared secret, so both sides must agree on every byte:
 * HMAC-SHA256, key = UTF-8 of the secret, message = UTF-8 of `${agentId}.${expires}`,
 * output = base64url without padding.
 */
export async function signDemoSession(
  secret: string,
  agentId: string,
  expires: number,
): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`${agentId}.${expires}`),
  )
  return base64url(new Uint8Array(mac))
}

// One imported key per secret for the isolate's life: importing costs as much as signing, and
// the secret only changes on deploy (which starts new isolates).
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (key === undefined) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    keys.set(secret, key)
  }
  return key
}

/** Base64url without padding, the form that travels in a query string unescaped. */
function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}
