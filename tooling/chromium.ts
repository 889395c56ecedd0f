import { existsSync } from 'node:fs'

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
  }
}
