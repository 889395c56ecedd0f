import type { Page } from '@playwright/test'

/**
 * Text only the voice chat's code contains: the modal's title. A script holding it is the voice
 * chat chunk (the modal with its engine and backend client).
 */
const voiceChunkMarkers = ['AI Voice Assistant']

/** Records which scripts the page loads and which of them carry the voice chat's code. */
export function watchVoiceChunk(page: Page) {
  const scripts: string[] = []
  const voiceChunks: string[] = []
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.endsWith('.js')) return
    scripts.push(url)
    const body = await response.text().catch(() => '')
    if (voiceChunkMarkers.some((marker) => body.includes(marker))) voiceChunks.push(url)
  })
  return {
    /** Every script loaded so far. */
    scripts,
    /** The scripts loaded so far that carry the voice chat's code. */
    voiceChunks,
  }
}
