import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { liveBuildEnv as live } from './lib/live-build-env.test-helper.ts'

const script = fileURLToPath(new URL('./check-release.ts', import.meta.url))

/** Runs the go-live check as `pnpm build` does, with only these settings. */
async function checkRelease(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

// Each run imports the content through Vite, a few seconds on a busy machine.
describe('the go-live check (scripts/check-release.ts)', { timeout: 120_000 }, () => {
  it('lets any build that is not for production through without a word', async () => {
    expect(await checkRelease({})).toEqual({ code: 0, output: '' })
  })

  it('stops a production build with no backend settings, naming each', async () => {
    const { code, output } = await checkRelease({
      SITE_ENV: 'production',
      SITE_ALLOW_PLACEHOLDERS: 'true',
    })
    expect(code).toBe(1)
    expect(output).toContain('This production build cannot go live')
    expect(output).toContain('VITE_SUPABASE_URL is not set')
    expect(output).toContain('VITE_TURNSTILE_SITE_KEY is not set')
  })

  it('stops a production build pointing at this machine', async () => {
    const { code, output } = await checkRelease({
      ...live,
      VITE_SUPABASE_URL: 'http://127.0.0.1:8787',
      SITE_ALLOW_PLACEHOLDERS: 'true',
    })
    expect(code).toBe(1)
    expect(output).toContain('VITE_SUPABASE_URL points at this machine')
  })

  it('stops a live build while the content holds placeholders, listing every one', async () => {
    const { code, output } = await checkRelease(live)
    expect(code).toBe(1)
    for (const line of [
      'site.email: hello@kookaburra-ai.example',
      'site.phone.display: 0491 570 156',
      'site.external.booking: https://example.com/kookaburra-ai/events',
      'site.social[0].href: https://example.com/kookaburra-ai/linkedin',
      'homeLazy.testimonials.items[0]: Sarah M.',
    ]) {
      expect(output).toContain(line)
    }
    expect(output).toContain('SITE_ALLOW_PLACEHOLDERS=true')
  })

  it('lets the same build through when told to allow placeholders, still listing them', async () => {
    const { code, output } = await checkRelease({ ...live, SITE_ALLOW_PLACEHOLDERS: 'true' })
    expect(code).toBe(0)
    expect(output).toContain('site.email: hello@kookaburra-ai.example')
    expect(output).toContain('Building anyway')
  })
})
