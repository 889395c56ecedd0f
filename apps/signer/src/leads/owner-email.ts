import { EmailMessage } from 'cloudflare:email'
import { site } from '@org/content'
import { escapeHtml } from './escape'
import type { Lead } from './lead'
import { base64Body, headerText } from './mime'

/** The lead's fields as label and value, in the order the owner reads them. */
export function leadFields(lead: Lead): [label: string, value: string][] {
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
  ]
  if (lead.phone) fields.push(['Phone', lead.phone])
  if (lead.company) fields.push(['Company', lead.company])
  fields.push(['Received', lead.created_at], ['Request id', lead.id])
  return fields
}

/** The subject line: who wrote, so the inbox list alone says whom to call back. */
export function ownerEmailSubject(lead: Lead): string {
  return `New enquiry from ${lead.name}${lead.company ? ` (${lead.company})` : ''}`
}

/** The plain-text part. */
function textPart(lead: Lead): string {
  const lines = leadFields(lead).map(([label, value]) => `${label}: ${value}`)
  return [...lines, '', 'Message:', lead.message, '', 'Reply to this email to answer them.'].join(
    '\n',
  )
}

/** The HTML part: every value the visitor gave is escaped. */
function htmlPart(lead: Lead): string {
  const rows = leadFields(lead)
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  return [
    '<!doctype html><html><body>',
    `<h1>${escapeHtml(ownerEmailSubject(lead))}</h1>`,
    `<table>${rows}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    '<p>Reply to this email to answer them.</p>',
    '</body></html>',
  ].join('')
}

/**
 * The notification as a raw MIME message (text and HTML alternatives, both base64), from the
 * site's lead sender to the owner's inbox (`site.leads` in `@org/content`), with Reply-To set to
 * the visitor so a reply goes straight to them. The Message-ID is the request's id, so a mail
 * system can see two copies of one notification for what they are.
 */
export function ownerEmailMime(lead: Lead, now: Date): string {
  const { inbox, sender, senderName } = site.leads
  const domain = sender.slice(sender.indexOf('@') + 1)
  const boundary = `lead-${lead.id}`
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Body(body),
    ].join('\r\n')
  return [
    `From: ${headerText(senderName)} <${sender}>`,
    `To: <${inbox}>`,
    // The address passed the email schema: no spaces, quotes or line breaks.
    `Reply-To: <${lead.email}>`,
    `Subject: ${headerText(ownerEmailSubject(lead))}`,
    `Message-ID: <lead-${lead.id}@${domain}>`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', textPart(lead)),
    part('text/html', htmlPart(lead)),
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

/** The notification as Email Routing's `send_email` binding takes it. */
export function ownerEmail(lead: Lead, now: Date): EmailMessage {
  return new EmailMessage(site.leads.sender, site.leads.inbox, ownerEmailMime(lead, now))
}
