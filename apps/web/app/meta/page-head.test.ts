import { expect, it } from 'vitest'
import { jsonForScript } from './page-head'

it('writes JSON-LD that no value can break out of its script element', () => {
  const json = jsonForScript({ name: '</script><script>alert(1)</script> & co\u2028' })
  expect(json).not.toMatch(/[<>&\u2028]/)
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & co\u2028' })
})
