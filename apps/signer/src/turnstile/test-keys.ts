/**
 * Cloudflare's published Turnstile test keys and the token their widgets hand out. They work on
 * any hostname, localhost included, and never challenge a person, so the local demo and the
 * tests use them; production refuses every one of them.
 */
export const TURNSTILE_TEST_KEYS = {
  /** Site key whose visible widget always passes. */
  sitePasses: '1x00000000000000000000AA',
  /** Site key whose visible widget always fails. */
  siteBlocks: '2x00000000000000000000AB',
  /** Site key whose invisible widget always passes. */
  siteInvisiblePasses: '1x00000000000000000000BB',
  /** Site key whose invisible widget always fails. */
  siteInvisibleBlocks: '2x00000000000000000000BB',
  /** Secret key that accepts the dummy token. */
  secretPasses: '1x0000000000000000000000000000000AA',
  /** Secret key that refuses every token. */
  secretFails: '2x0000000000000000000000000000000AA',
  /** Secret key that answers as if the token had been used before. */
  secretSpent: '3x0000000000000000000000000000000AA',
} as const

/** The token every test site key's widget produces; only test secret keys accept it. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

/** Whether `key` is one of Cloudflare's test keys (site or secret). */
export function isTurnstileTestKey(key: string): boolean {
  return /^[123]x0{20}[A-F]{2}$/.test(key) || /^[123]x0{31}AA$/.test(key)
}
