import { describe, expect, it } from 'vitest'
import { scopeCss, scopeSelector } from './scope-css.ts'

describe('scopeSelector', () => {
  it('turns the document selectors into the scope element', () => {
    for (const selector of ['html', 'body', ':root', ':host']) {
      expect(scopeSelector(selector)).toEqual(['.kb-voice'])
    }
  })

  it('covers the scope element and its descendants for the universal reset', () => {
    expect(scopeSelector('*')).toEqual(['.kb-voice', '.kb-voice *'])
    expect(scopeSelector('::backdrop')).toEqual(['.kb-voice::backdrop', '.kb-voice ::backdrop'])
  })

  it('keeps a condition on the document on the scope element', () => {
    expect(scopeSelector(':host:has(dialog)')).toEqual(['.kb-voice:has(dialog)'])
  })

  it('puts every other selector under the scope', () => {
    expect(scopeSelector('.flex')).toEqual(['.kb-voice .flex'])
    expect(scopeSelector('button:hover', 'x')).toEqual(['.x button:hover'])
  })
})

describe('scopeCss', () => {
  it('unwraps layers, drops the layer order statement and scopes each rule', () => {
    const css =
      '@layer theme, base; @layer base { button { color: red } } @layer utilities { .p-1 { padding: 1px } }'
    const out = scopeCss(css)
    expect(out).not.toContain('@layer')
    expect(out).toContain('.kb-voice button { color: red }')
    expect(out).toContain('.kb-voice .p-1 { padding: 1px }')
  })

  it('renames keyframes and every animation that names them, leaving the frames alone', () => {
    const css =
      '@keyframes spin { to { rotate: 1turn } } .a { animation: spin 1s linear } :root { --animate-x: spin 2s }'
    const out = scopeCss(css)
    expect(out).toContain('@keyframes kb-voice-spin { to { rotate: 1turn } }')
    expect(out).toContain('animation: kb-voice-spin 1s linear')
    expect(out).toContain('.kb-voice { --animate-x: kb-voice-spin 2s }')
  })

  it('scopes rules inside media queries', () => {
    expect(scopeCss('@media (min-width: 1px) { .md\\:p-8 { padding: 2rem } }')).toContain(
      '.kb-voice .md\\:p-8',
    )
  })
})

describe('registered properties', () => {
  it('declares each initial value inside the scope, where a shadow root ignores @property', () => {
    const css =
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 } @property --tw-blur { syntax: "*"; inherits: false }'
    const out = scopeCss(css)
    expect(out).toContain('@property --tw-shadow')
    expect(out).toMatch(
      /\.kb-voice, \.kb-voice \*, \.kb-voice::before, \.kb-voice ::before, \.kb-voice::after, \.kb-voice ::after, \.kb-voice::backdrop, \.kb-voice ::backdrop \{\s*--tw-shadow: 0 0 #0000;\s*--tw-blur: initial/,
    )
  })
})
