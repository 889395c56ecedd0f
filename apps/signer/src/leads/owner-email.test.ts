import { site } from '@org/content'
import { describe, expect, it } from 'vitest'
import type { Lead } from './lead'
import { ownerEmailMime } from './owner-email'

const lead: Lead = {
  id: '5b0e3c8e-0000-4000-8000-000000000001',
  name: 'Zoë <script>alert(1)</script>',
  email: 'zoe@example.com',
  phone: '+61 491 570 156',
  company: 'Acme & "Sons"',
  message: "Line one <img src=x onerror=alert(1)>\nIt's line two.",
  created_at: '2026-11-20T01:02:03.000Z',
  spam: 0,
  delivery_state: 'pending',
  delivery_attempts: 0,
  last_attempt_at: null,
  delivered_at: null,
  last_error: null,
  email_sent_at: null,
  webhook_sent_at: null,
}

/** The decoded body of the part with this content type. */
function part(mime: string, type: string): string {
  const match = mime.match(
    new RegExp(
      `Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+)`,
    ),
  )
  const bytes = Uint8Array.from(atob((match?.[1] ?? '').replace(/\r\n/g, '')), (c) =>
    c.charCodeAt(0),
  )
  return new TextDecoder().decode(bytes)
}

describe('ownerEmailMime', () => {
  const mime = ownerEmailMime(lead, new Date('2026-11-20T01:02:04Z'))
  const headers = mime.slice(0, mime.indexOf('\r\n\r\n'))

  it('goes from the lead sender to the inbox of the site configuration, replying to the visitor', () => {
    expect(headers).toContain(`From: Kookaburra AI website <${site.leads.sender}>`)
    expect(headers).toContain(`To: <${site.leads.inbox}>`)
    expect(headers).toContain('Reply-To: <zoe@example.com>')
    expect(headers).toContain(`Message-ID: <lead-${lead.id}@kookaburra-ai.example>`)
  })

  it('encodes a subject with non-ASCII or markup as one encoded word', () => {
    const subject = headers.split('\r\n').find((line) => line.startsWith('Subject: ')) ?? ''
    expect(subject).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/)
    const encoded = subject.slice('Subject: =?UTF-8?B?'.length, -2)
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))
    expect(decoded).toBe('New enquiry from Zoë <script>alert(1)</script> (Acme & "Sons")')
  })

  it('escapes everything the visitor wrote in the HTML part', () => {
    const html = part(mime, 'text/html')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('Zoë &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Acme &amp; &quot;Sons&quot;')
    expect(html).toContain('Line one &lt;img src=x onerror=alert(1)&gt;\nIt&#39;s line two.')
  })

  it('keeps the plain-text part as the visitor wrote it', () => {
    const text = part(mime, 'text/plain')
    expect(text).toContain('Name: Zoë <script>alert(1)</script>')
    expect(text).toContain('Phone: +61 491 570 156')
    expect(text).toContain("Line one <img src=x onerror=alert(1)>\nIt's line two.")
  })
})
