/** The signer the local demo uses when `VITE_SUPABASE_URL` is not set. */
export const defaultSignerUrl = 'http://127.0.0.1:8787'

/** Cloudflare's Turnstile script, which a production build always loads. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js'
/** The local signer's Turnstile stand-in, relative to the signer's origin. */
export const TURNSTILE_STAND_IN_PATH = '/__turnstile/v0/api.js'

type BuildEnv = Record<string, string | undefined>

/** Whether this build is for the live site: `SITE_ENV=production` (set by `pnpm run deploy`). */
export function isProductionBuild(env: BuildEnv): boolean {
  return env.SITE_ENV?.trim() === 'production'
}

/**
 * The Turnstile script the build points the site at: `VITE_TURNSTILE_SCRIPT_URL` when set, else
 * Cloudflare's in a production build and the signer's stand-in in any other.
 */
export function turnstileScriptUrl(env: BuildEnv): string {
  const configured = env.VITE_TURNSTILE_SCRIPT_URL?.trim()
  if (configured) return configured
  if (isProductionBuild(env)) return TURNSTILE_SCRIPT_URL
  // An unusable signer URL is reported by the CSP step, which names the setting.
  const signer = env.VITE_SUPABASE_URL?.trim() || defaultSignerUrl
  return `${signer.replace(/\/+$/, '')}${TURNSTILE_STAND_IN_PATH}`
}

/** Whether a URL's host is this machine (a loopback name or address, or the unspecified one). */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]'
  )
}

const TEST_SITE_KEY = /^[123]x0{20}[A-F]{2}$/

/**
 * What stops a production build from pointing at the right backend: each setting that is missing,
 * a local default, loopback, not https, or a Turnstile test key, as a sentence naming the setting
 * and what to set. Empty for a build that is not for production.
 */
export function productionEnvProblems(env: BuildEnv): string[] {
  if (!isProductionBuild(env)) return []
  const problems: string[] = []
  const value = (name: string) => env[name]?.trim() ?? ''
  const needHttps = (name: string, example: string) => {
    const url = value(name)
    if (url === '') problems.push(`${name} is not set: set it to ${example}.`)
    else if (isLoopbackUrl(url)) problems.push(`${name} points at this machine (${url}).`)
    else if (!url.startsWith('https://')) problems.push(`${name} must be an https URL, not ${url}.`)
  }
  needHttps('VITE_SUPABASE_URL', 'the signer’s public URL, e.g. https://api.example.com')
  const anonKey = value('VITE_SUPABASE_ANON_KEY')
  if (anonKey === '')
    problems.push('VITE_SUPABASE_ANON_KEY is not set: set it to the signer’s public anon key.')
  else if (anonKey === 'local-anon-key')
    problems.push('VITE_SUPABASE_ANON_KEY is the local default (local-anon-key).')
  if (value('VITE_VOICE_AGENT_ID') === '') {
    problems.push('VITE_VOICE_AGENT_ID is not set: set it to the ElevenLabs agent id.')
  }
  const siteKey = value('VITE_TURNSTILE_SITE_KEY')
  if (siteKey === '')
    problems.push('VITE_TURNSTILE_SITE_KEY is not set: set it to the widget’s site key.')
  else if (TEST_SITE_KEY.test(siteKey))
    problems.push(`VITE_TURNSTILE_SITE_KEY is a Cloudflare test key (${siteKey}).`)
  if (value('VITE_TURNSTILE_SCRIPT_URL') !== '') {
    needHttps('VITE_TURNSTILE_SCRIPT_URL', TURNSTILE_SCRIPT_URL)
  }
  for (const origin of value('VITE_VOICE_SOCKET_ORIGINS')
    .split(/[\s,]+/)
    .filter(Boolean)) {
    if (isLoopbackUrl(origin) || !origin.startsWith('wss://')) {
      problems.push(
        `VITE_VOICE_SOCKET_ORIGINS lists ${origin}: production allows wss:// hosts only, none on this machine.`,
      )
    }
  }
  return problems
}
