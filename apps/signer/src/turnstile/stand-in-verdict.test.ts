import { describe, expect, it } from 'vitest'
import { mintStandInToken, standInVerdict } from './stand-in-verdict'
import { isTurnstileTestKey, TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_KEYS } from './test-keys'

describe('standInVerdict, as Cloudflare documents its test secret keys', () => {
  const spent = () => new Set<string>()

  it('1x…AA passes the dummy token, every time, marked as a test result', () => {
    const seen = spent()
    for (let i = 0; i < 2; i++) {
      expect(
        standInVerdict(TURNSTILE_TEST_KEYS.secretPasses, TURNSTILE_DUMMY_TOKEN, seen),
      ).toMatchObject({
        success: true,
        metadata: { result_with_testing_key: true },
      })
    }
  })

  it('1x…AA refuses any token but the dummy one', () => {
    const token = mintStandInToken('contact', 'example.com')
    expect(standInVerdict(TURNSTILE_TEST_KEYS.secretPasses, token, spent())).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    })
  })

  it('2x…AA always fails and 3x…AA always says the token was spent', () => {
    expect(standInVerdict(TURNSTILE_TEST_KEYS.secretFails, TURNSTILE_DUMMY_TOKEN, spent())).toEqual(
      {
        success: false,
        'error-codes': ['invalid-input-response'],
      },
    )
    expect(standInVerdict(TURNSTILE_TEST_KEYS.secretSpent, TURNSTILE_DUMMY_TOKEN, spent())).toEqual(
      {
        success: false,
        'error-codes': ['timeout-or-duplicate'],
      },
    )
  })

  it('names a missing secret or token', () => {
    expect(standInVerdict('', 'x', spent())['error-codes']).toEqual(['missing-input-secret'])
    expect(standInVerdict('s', '', spent())['error-codes']).toEqual(['missing-input-response'])
  })

  it('with another secret, redeems a widget token once with its action and hostname', () => {
    const seen = spent()
    const token = mintStandInToken('voice-start', 'www.example.com')
    expect(standInVerdict('real-secret', token, seen)).toMatchObject({
      success: true,
      action: 'voice-start',
      hostname: 'www.example.com',
    })
    expect(standInVerdict('real-secret', token, seen)['error-codes']).toEqual([
      'timeout-or-duplicate',
    ])
  })

  it('knows every test key and no real-looking one', () => {
    for (const key of Object.values(TURNSTILE_TEST_KEYS)) expect(isTurnstileTestKey(key)).toBe(true)
    expect(isTurnstileTestKey('3x00000000000000000000FF')).toBe(true)
    expect(isTurnstileTestKey('0x4AAAAAAABkMYinukE8nzY')).toBe(false)
  })
})
