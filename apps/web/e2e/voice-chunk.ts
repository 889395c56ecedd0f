import type { Page } from '@playwright/test'

/**
 * Text only the voice chat's code contains: the modal's title (voice-react) and the protocol's
 * first message (voice-core). A script holding either is voice chat code.
 */
const voiceChunkMarkers = ['AI Voice Assistant', 'conversation_initiation_client_data']

/** A header name only the backend client (supabase-js) sends. */
const backendClientMarker = 'X-Client-Info'

/** Records which scripts the page loads and which of them carry the voice chat's code. */
export function watchVoiceChunk(page: Page) {
  const scripts: string[] = []
  const voiceChunks: string[] = []
  const backendClient: string[] = []
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.endsWith('.js')) return
    scripts.push(url)
    const body = await response.text().catch(() => '')
    if (voiceChunkMarkers.some((marker) => body.includes(marker))) voiceChunks.push(url)
    if (body.includes(backendClientMarker)) backendClient.push(url)
  })
  return {
    /** Every script loaded so far. */
    scripts,
    /** The scripts loaded so far that carry the voice chat's code. */
    voiceChunks,
    /** The scripts loaded so far that carry the backend client. */
    backendClient,
  }
}
