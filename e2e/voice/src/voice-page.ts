/**
 * The voice chat as a visitor meets it on the site: the header's Chat Now, the modal, its status,
 * toasts and transcript, plus what the probe saw of the devices behind it.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { OutputFrame, TrailEntry, VoiceProbe } from './page/probe.ts'

/** Serialisable parts of the probe's state. */
export interface DeviceState {
  liveTracks: number
  contexts: { created: number; open: number }
  sockets: { created: number; open: number }
}

/** The site's voice chat, driven through its own interface. */
export class VoiceChat {
  readonly page: Page
  readonly dialog: Locator
  readonly start: Locator
  readonly endCall: Locator
  readonly status: Locator
  readonly error: Locator
  readonly transcript: Locator

  constructor(page: Page) {
    this.page = page
    this.dialog = page.getByRole('dialog', { name: 'AI Voice Assistant' })
    this.start = this.dialog.getByRole('button', { name: 'Start' })
    this.endCall = this.dialog.getByRole('button', { name: 'End Call' })
    this.status = this.dialog.getByRole('status')
    this.error = this.dialog.getByRole('alert')
    this.transcript = this.dialog.getByRole('log')
  }

  /** Loads a page, waits for the header to hydrate, and opens the chat from its Chat Now. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path)
    await waitForHydration(this.page)
    await this.page.getByRole('banner').getByRole('button', { name: 'Chat Now' }).click()
    await expect(this.dialog).toBeVisible()
  }

  /** Status words and toasts the panel showed so far. */
  trail(): Promise<TrailEntry[]> {
    return this.page.evaluate(() => window.__voiceProbe.trail)
  }

  /** Waits until the trail has `text` (a status word, or part of a toast) after `since`. */
  async waitForTrail(kind: TrailEntry['kind'], text: string, since = 0): Promise<TrailEntry> {
    const handle = await this.page.waitForFunction(
      ({ kind, text, since }) =>
        window.__voiceProbe.trail.find(
          (entry) => entry.kind === kind && entry.t >= since && entry.text.includes(text),
        ),
      { kind, text, since },
      { timeout: 60_000 },
    )
    return (await handle.jsonValue()) as TrailEntry
  }

  /** The probe's record of microphone, context and socket use. */
  devices(): Promise<DeviceState> {
    return this.page.evaluate(() => {
      const probe: VoiceProbe = window.__voiceProbe
      return {
        liveTracks: probe.liveTracks(),
        contexts: probe.contexts(),
        sockets: probe.sockets(),
      }
    })
  }

  /** Waits until nothing of a call is left: no live microphone, no open context or socket. */
  async expectNothingLeft(): Promise<void> {
    await expect
      .poll(() => this.devices())
      .toMatchObject({ liveTracks: 0, contexts: { open: 0 }, sockets: { open: 0 } })
  }

  /** Starts or stops reading what goes to the speakers. */
  async recordOutput(on: boolean): Promise<void> {
    await this.page.evaluate((on) => window.__voiceProbe.recordOutput(on), on)
  }

  /** The speaker readings so far, forgotten by the probe. */
  takeOutput(): Promise<OutputFrame[]> {
    return this.page.evaluate(() => window.__voiceProbe.takeOutput())
  }

  /** The page's clock, to compare with trail and output times. */
  now(): Promise<number> {
    return this.page.evaluate(() => performance.now())
  }
}

/**
 * Waits until React has hydrated the page and its header (whose code loads after the page has
 * started), so a click reaches React's handlers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__react'))
    return hydrated(document.getElementById('root')) && hydrated(document.querySelector('header'))
  })
}
