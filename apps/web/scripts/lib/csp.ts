import { createHash } from 'node:crypto'
import { defaultSignerUrl, isProductionBuild, turnstileScriptUrl } from './site-env.ts'

export { defaultSignerUrl }

/** The CSP source that allows exactly this inline script: `'sha256-…'`. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

/** The origin of a URL read from configuration; throws naming the setting when it is not one. */
export function originOf(url: string, setting: string, schemes: readonly string[]): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`${setting} must be an absolute URL such as ${schemes[0]}//host, not "${url}".`)
  }
  if (!schemes.includes(parsed.protocol)) {
    throw new Error(
      `${setting} must use ${schemes.join(' or ')}, not "${parsed.protocol}" (in "${url}").`,
    )
  }
  return parsed.origin
}

/** Where the site's scripts may connect, from the build's environment. */
export interface ConnectTargets {
  /** The signer (Supabase Functions URL shape), reached with fetch. */
  signerOrigin: string
  /** The voice agent's WebSocket origins. */
  voiceSocketOrigins: readonly string[]
  /** Where the Turnstile script comes from: Cloudflare, or the local signer's stand-in. */
  turnstileOrigin: string
}

/** The hosted voice service, and the local demo agent. */
export const defaultVoiceSocketOrigins = ['wss://api.elevenlabs.io', 'ws://127.0.0.1:8788']
/** A production build talks to the hosted voice service only: nothing on this machine. */
export const productionVoiceSocketOrigins = ['wss://api.elevenlabs.io']

/**
 * The connect targets from environment variables: `VITE_SUPABASE_URL` (default the local signer)
 * and `VITE_VOICE_SOCKET_ORIGINS` (comma- or space-separated ws:/wss: origins; default the hosted
 * voice service plus the local demo agent; the hosted service alone in a production build), and
 * the Turnstile script's origin (`VITE_TURNSTILE_SCRIPT_URL`, see `turnstileScriptUrl`).
 */
export function connectTargets(env: Record<string, string | undefined>): ConnectTargets {
  const signer = env.VITE_SUPABASE_URL?.trim() || defaultSignerUrl
  const sockets = env.VITE_VOICE_SOCKET_ORIGINS?.trim()
  const fallbackSockets = isProductionBuild(env)
    ? productionVoiceSocketOrigins
    : defaultVoiceSocketOrigins
  return {
    signerOrigin: originOf(signer, 'VITE_SUPABASE_URL', ['https:', 'http:']),
    voiceSocketOrigins: (sockets ? sockets.split(/[\s,]+/) : fallbackSockets).map((origin) =>
      originOf(origin, 'VITE_VOICE_SOCKET_ORIGINS', ['wss:', 'ws:']),
    ),
    turnstileOrigin: originOf(turnstileScriptUrl(env), 'VITE_TURNSTILE_SCRIPT_URL', [
      'https:',
      'http:',
    ]),
  }
}

/** What one page's policy allows beyond the site-wide rules. */
export interface PagePolicy {
  /** Hash sources of the page's inline scripts. */
  scriptHashes: readonly string[]
  connect: ConnectTargets
}

const unique = (values: readonly string[]) => [...new Set(values)]

/**
 * A strict Content Security Policy for one page. Scripts: the site's own files and the page's
 * hashed inline scripts only (no `unsafe-inline`, no `unsafe-eval`), and the Turnstile script
 * (every page has the voice chat's Start, which runs the human check); the voice worklets and the
 * onboarding page's own `<kookaburra-voice>` widget load from the site's own files, which `'self'`
 * covers, so no page allows a foreign script origin. Styles: the site's stylesheet, plus inline styles,
 * because Radix's scroll lock and the toaster write `<style>` elements whose content is computed
 * in the browser (scrollbar widths), so no hash can be known at build time.
 */
export function contentSecurityPolicy({ scriptHashes, connect }: PagePolicy): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scriptHashes), connect.turnstileOrigin],
    ['worker-src', "'self'"],
    ['connect-src', "'self'", ...unique([connect.signerOrigin, ...connect.voiceSocketOrigins])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', ...frameSources(connect.turnstileOrigin)],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * Frames a page may show: Cloudflare's Turnstile challenge (the local stand-in draws none);
 * nothing at all otherwise.
 */
function frameSources(turnstileOrigin: string): string[] {
  return turnstileOrigin.startsWith('https:') ? [turnstileOrigin] : ["'none'"]
}

/** A policy's directives by name, each with its sources, for checks. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name)) directives.set(name.toLowerCase(), sources)
  }
  return directives
}
