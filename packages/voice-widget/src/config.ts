/** What a `<kookaburra-voice>` element's attributes configure. */
export interface WidgetConfig {
  /** `agent-id`: the voice agent to talk to. Required. */
  agentId: string
  /** `signer`: the backend that signs session URLs (`{signer}/functions/v1/elevenlabs-signed-url`). Required. */
  signer: string
  /** `public-key`: the backend's public (anonymous) key, sent as `apikey` and bearer token. */
  publicKey: string
  /** `agent-version`: the agent's version, sent to the signer beside the agent id. */
  agentVersion: string | undefined
  /** `title`: the launcher's label. */
  title: string
}

/** The launcher's label when the element has no `title`. */
export const DEFAULT_TITLE = 'Talk to our assistant'

/** The attributes the element reads, in the order the README lists them. */
export const WIDGET_ATTRIBUTES = [
  'agent-id',
  'signer',
  'public-key',
  'agent-version',
  'title',
] as const

/** An element's attributes are missing or malformed; the message names the attribute. */
export class WidgetConfigError extends Error {
  override name = 'WidgetConfigError'
}

/**
 * Reads and checks an element's attributes.
 *
 * @throws WidgetConfigError `<kookaburra-voice> needs an agent-id attribute.` and the like, naming
 *   what is wrong, so a site owner pasting the embed sees the fix in the console.
 */
export function readConfig(read: (name: string) => string | null, base: string): WidgetConfig {
  const agentId = read('agent-id')?.trim()
  if (!agentId) throw new WidgetConfigError('<kookaburra-voice> needs an agent-id attribute.')
  const signerText = read('signer')?.trim()
  if (!signerText) {
    throw new WidgetConfigError(
      '<kookaburra-voice> needs a signer attribute: the URL of the backend that signs session URLs.',
    )
  }
  let signer: URL
  try {
    signer = new URL(signerText, base)
  } catch {
    throw new WidgetConfigError(`<kookaburra-voice> signer "${signerText}" is not a URL.`)
  }
  if (signer.protocol !== 'https:' && signer.protocol !== 'http:') {
    throw new WidgetConfigError(`<kookaburra-voice> signer "${signerText}" must be an http(s) URL.`)
  }
  return {
    agentId,
    signer: signer.href.replace(/\/+$/, ''),
    publicKey: read('public-key')?.trim() ?? '',
    agentVersion: read('agent-version')?.trim() || undefined,
    title: read('title')?.trim() || DEFAULT_TITLE,
  }
}
