import { describe, expect, it } from 'vitest'
import { DEFAULT_TITLE, readConfig, WidgetConfigError } from './config'

const page = 'https://client.example/pages/contact'
const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null

describe('readConfig', () => {
  it('reads every attribute, resolving the signer against the page', () => {
    const config = readConfig(
      reader({
        'agent-id': ' agent_1 ',
        signer: '/api/',
        'public-key': 'anon',
        'agent-version': '3',
        title: 'Onboarding Chatbot',
      }),
      page,
    )
    expect(config).toEqual({
      agentId: 'agent_1',
      signer: 'https://client.example/api',
      publicKey: 'anon',
      agentVersion: '3',
      title: 'Onboarding Chatbot',
    })
  })

  it('falls back to a plain launcher label and no key or version', () => {
    const config = readConfig(reader({ 'agent-id': 'a', signer: 'https://sign.example' }), page)
    expect(config).toMatchObject({ title: DEFAULT_TITLE, publicKey: '', agentVersion: undefined })
  })

  it('names the missing or malformed attribute', () => {
    expect(() => readConfig(reader({ signer: 'https://s.example' }), page)).toThrow(
      new WidgetConfigError('<kookaburra-voice> needs an agent-id attribute.'),
    )
    expect(() => readConfig(reader({ 'agent-id': 'a' }), page)).toThrow(/needs a signer attribute/)
    expect(() => readConfig(reader({ 'agent-id': 'a', signer: 'http://[bad' }), page)).toThrow(
      '<kookaburra-voice> signer "http://[bad" is not a URL.',
    )
    expect(() =>
      readConfig(reader({ 'agent-id': 'a', signer: 'javascript:alert(1)' }), page),
    ).toThrow('must be an http(s) URL')
  })
})
