import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Flags for a headless Chromium on a locked-down machine: no sandbox (CI runs as root), no GPU,
 * and none of the background traffic a closed network refuses.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Where crash reports go instead of the user's home folder (ignored by git). */
const crashDir = fileURLToPath(new URL('../node_modules/.cache/chromium-crashes', import.meta.url))

/**
 * The Chromium to drive: `CHROME_PATH` when set, else Debian's `/usr/bin/chromium` when present,
 * else `undefined` so Playwright uses its own downloaded browser (a laptop with `playwright install`).
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return fromEnv
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/**
 * Playwright `launchOptions` shared by end-to-end tests and Storybook's browser tests.
 *
 * @param extraArgs - more Chromium flags, such as a fake microphone for voice tests.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  const executablePath = chromiumPath()
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [...chromiumArgs, ...extraArgs],
    // Keep the browser's crash reports and desktop settings out of the user's home folder.
    env: { ...process.env, BREAKPAD_DUMP_LOCATION: crashDir, GSETTINGS_BACKEND: 'memory' },
  }
}
