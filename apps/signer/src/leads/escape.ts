const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/**
 * Text made inert for Slack: `&`, `<` and `>` escaped as Slack's message formatting guide asks, so
 * a visitor cannot write a link, a `<!channel>` or `<@user>` mention. Formatting marks (`*bold*`)
 * cannot be escaped in mrkdwn at all; the webhook payload turns mrkdwn off instead.
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
