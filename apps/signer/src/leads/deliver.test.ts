import { env } from 'cloudflare:workers'
import { describe, expect, inject, it } from 'vitest'
import { storeContactRequest } from '../contact-store'
import { deliverLead } from './deliver'
import type { Lead } from './lead'

/** Stores one request directly and returns its id. */
async function stored(email: string, spam = false): Promise<string> {
  const result = await storeContactRequest(
    env.DB,
    {
      name: 'Ana <b>Lima</b>',
      email,
      phone: undefined,
      company: '*Acme* & <!channel>',
      message: 'Call me <@U123> about `voice` agents.',
    },
    undefined,
    spam,
  )
  if (result.status !== 'stored') throw new Error('not stored')
  return result.id
}

async function row(id: string): Promise<Lead> {
  const lead = await env.DB.prepare('SELECT * FROM contact_requests WHERE id = ?')
    .bind(id)
    .first<Lead>()
  if (lead === null) throw new Error('no row')
  return lead
}

async function posts(hook: string): Promise<{ text: string; mrkdwn: boolean }[]> {
  const res = await fetch(`${inject('webhookOrigin')}/__posts?hook=${hook}`)
  return res.json()
}

describe('deliverLead', () => {
  it('emails the owner and posts the webhook once, then records the row sent', async () => {
    const id = await stored('once@deliver.example')
    const hookEnv = { ...env, LEAD_WEBHOOK_URL: `${inject('webhookOrigin')}/hook/once` }
    expect(await deliverLead(hookEnv, id, 30)).toEqual({ kind: 'done' })
    const lead = await row(id)
    expect(lead).toMatchObject({ delivery_state: 'sent', delivery_attempts: 1, last_error: null })
    expect(lead.email_sent_at).not.toBeNull()
    expect(lead.webhook_sent_at).not.toBeNull()

    // Delivered is delivered: the same message again sends nothing.
    expect(await deliverLead(hookEnv, id, 30)).toEqual({ kind: 'done' })
    const [post, ...more] = await posts('once')
    expect(more).toEqual([])
    expect(post?.mrkdwn).toBe(false)
    expect(post?.text).toContain('Company: *Acme* &amp; &lt;!channel&gt;')
    expect(post?.text).toContain('Call me &lt;@U123&gt; about `voice` agents.')
    expect(post?.text).not.toMatch(/<[!@]/)
  })

  it('retries only the channel that failed: the email is not sent again', async () => {
    const id = await stored('webhook-down@deliver.example')
    const hookEnv = { ...env, LEAD_WEBHOOK_URL: `${inject('webhookOrigin')}/hook/down-1` }
    expect(await deliverLead(hookEnv, id, 30)).toEqual({ kind: 'retry', delaySeconds: 30 })
    const failed = await row(id)
    expect(failed).toMatchObject({
      delivery_state: 'pending',
      webhook_sent_at: null,
      last_error: 'webhook answered 503',
    })
    expect(failed.email_sent_at).not.toBeNull()

    expect(await deliverLead(hookEnv, id, 30)).toEqual({ kind: 'done' })
    const sent = await row(id)
    expect(sent).toMatchObject({ delivery_state: 'sent', delivery_attempts: 2 })
    // Stamped on the first attempt and never again.
    expect(sent.email_sent_at).toBe(failed.email_sent_at)
    expect(await posts('down-1')).toHaveLength(1)
  })

  it('never notifies about spam, and finds nothing to do for a deleted row', async () => {
    const id = await stored('spam@deliver.example', true)
    expect(await deliverLead(env, id, 30)).toEqual({ kind: 'done' })
    expect(await row(id)).toMatchObject({ delivery_state: 'skipped', delivery_attempts: 0 })
    expect(await deliverLead(env, crypto.randomUUID(), 30)).toEqual({ kind: 'done' })
  })

  it('leaves a row another consumer holds to that consumer, and asks to come back', async () => {
    const id = await stored('held@deliver.example')
    const now = new Date()
    await env.DB.prepare('UPDATE contact_requests SET claimed_until = ? WHERE id = ?')
      .bind(new Date(now.getTime() + 30_000).toISOString(), id)
      .run()
    expect(await deliverLead(env, id, 5, now)).toEqual({ kind: 'retry', delaySeconds: 60 })
    expect(await row(id)).toMatchObject({ delivery_attempts: 0, email_sent_at: null })
  })

  it('refuses a webhook URL that is not https', async () => {
    const id = await stored('plain-http@deliver.example')
    const hookEnv = { ...env, LEAD_WEBHOOK_URL: 'http://hooks.example/x' }
    expect(await deliverLead(hookEnv, id, 30)).toMatchObject({ kind: 'retry' })
    expect(await row(id)).toMatchObject({ last_error: 'LEAD_WEBHOOK_URL is not an https URL' })
  })
})
