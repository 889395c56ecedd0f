import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessEnv, accessKeyPair, accessToken } from '../../test/access-keys'
import { app } from '../app'
import { storeContactRequest } from '../contact-store'
import type { OwnerLead } from './leads-query'

let headers: Record<string, string>
let ownerEnv: ReturnType<typeof accessEnv>

beforeAll(async () => {
  const key = await accessKeyPair('owner-routes')
  ownerEnv = accessEnv([key.jwk])
  headers = { 'Cf-Access-Jwt-Assertion': await accessToken(key) }
})

/** Stores a request as the contact route would; returns its id. */
async function lead(email: string, fields: { name?: string; message?: string } = {}, spam = false) {
  const result = await storeContactRequest(
    env.DB,
    {
      name: fields.name ?? 'Sam Nguyen',
      email,
      phone: '+61 491 570 156',
      company: undefined,
      message: fields.message ?? 'We would like an AI receptionist.',
    },
    undefined,
    spam,
  )
  if (result.status !== 'stored') throw new Error('not stored')
  return result.id
}

function owner(path: string, method = 'GET') {
  return app.request(path, { method, headers }, ownerEnv)
}

describe("the owner's view of contact requests", () => {
  it('lists requests newest first, spam included, filtered by email or spam', async () => {
    const person = await lead('list@owner.example')
    const bot = await lead('list@owner.example', {}, true)
    const all = await owner('/owner/leads?email=LIST@owner.example')
    expect(all.status).toBe(200)
    const { leads } = await all.json<{ leads: OwnerLead[] }>()
    expect(leads.map((row) => row.id).sort()).toEqual([person, bot].sort())
    expect(leads.find((row) => row.id === bot)).toMatchObject({
      spam: 1,
      delivery_state: 'skipped',
    })
    // Only what the owner needs: no idempotency key, hash or claim.
    expect(Object.keys(leads[0] ?? {})).not.toContain('request_hash')

    const spam = await owner('/owner/leads?email=list@owner.example&spam=only')
    expect((await spam.json<{ leads: OwnerLead[] }>()).leads.map((row) => row.id)).toEqual([bot])
    const people = await owner('/owner/leads?email=list@owner.example&spam=exclude')
    expect((await people.json<{ leads: OwnerLead[] }>()).leads.map((row) => row.id)).toEqual([
      person,
    ])
  })

  it('exports CSV with formulas neutralised, and JSON, as downloads', async () => {
    await lead('export@owner.example', {
      name: '=HYPERLINK("http://evil.example","click")',
      message: '@SUM(1+1) is what I typed',
    })
    const csv = await owner('/owner/leads/export.csv?email=export@owner.example')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = await csv.text()
    const [header, row, end] = text.replace(/^\ufeff/, '').split('\r\n')
    expect(header).toBe(
      '"id","created_at","name","email","phone","company","message","spam","delivery_state","delivery_attempts","delivered_at","last_error"',
    )
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(row).toContain(`"'+61 491 570 156"`)
    expect(row).toContain(`"'@SUM(1+1) is what I typed"`)
    expect(end).toBe('')

    const json = await owner('/owner/leads/export.json?email=export@owner.example')
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/)
    expect(await json.json()).toMatchObject({
      leads: [{ name: '=HYPERLINK("http://evil.example","click")', email: 'export@owner.example' }],
    })
  })

  it('deletes one request by id, and everything one address sent', async () => {
    const one = await lead('delete@owner.example')
    await lead('delete@owner.example', {}, true)
    await lead('keep@owner.example')
    const byId = await owner(`/owner/leads/${one}`, 'DELETE')
    expect(await byId.json()).toEqual({ deleted: 1 })
    expect((await owner(`/owner/leads/${one}`, 'DELETE')).status).toBe(404)

    const byEmail = await owner('/owner/leads?email=Delete@Owner.example', 'DELETE')
    expect(await byEmail.json()).toEqual({ deleted: 1 })
    const left = await owner('/owner/leads?email=delete@owner.example')
    expect((await left.json<{ leads: OwnerLead[] }>()).leads).toEqual([])
    const kept = await owner('/owner/leads?email=keep@owner.example')
    expect((await kept.json<{ leads: OwnerLead[] }>()).leads).toHaveLength(1)
    expect((await owner('/owner/leads', 'DELETE')).status).toBe(400)
  })
})
