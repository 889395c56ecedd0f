import { isLoopbackHost } from '../loopback'
import { escapeSlackText } from './escape'
import type { Lead } from './lead'
import { leadFields, ownerEmailSubject } from './owner-email'

/** The answer time a webhook gets before the attempt counts as failed and is retried. */
const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * The notification as a Slack incoming-webhook payload. `mrkdwn: false` keeps the visitor's
 * `*`, `_` and `~` as typed, and every value is escaped, so nothing they wrote becomes a link, a
 * mention or markup.
 */
export function webhookPayload(lead: Lead): { text: string; mrkdwn: false } {
  const lines = leadFields(lead).map(([label, value]) => `${label}: ${escapeSlackText(value)}`)
  return {
    text: [
      escapeSlackText(ownerEmailSubject(lead)),
      ...lines,
      '',
      escapeSlackText(lead.message),
    ].join('\n'),
    mrkdwn: false,
  }
}

/**
 * Whether a webhook URL may be called: https anywhere, http only on this machine (a local
 * receiver in tests), never with credentials in it.
 */
export function isWebhookUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname)
  return (url.protocol === 'https:' || local) && url.username === ''
}

/** Posts the notification; throws with the status when the receiver does not take it. */
export async function postWebhook(url: string, lead: Lead): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookPayload(lead)),
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  // Drain the body so the connection is released; its content does not matter.
  await response.body?.cancel()
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}
