import { articleByPath } from '@org/content'
import { expect, it } from 'vitest'
import { articleIconMarkup } from './icon-markup.server'

it('draws exactly the icons an article names, as hidden lucide SVGs', () => {
  const article = articleByPath('/blog/google-agentic-ai-update')
  if (!article) throw new Error('article missing')
  const icons = articleIconMarkup(article)
  expect(Object.keys(icons).sort()).toEqual(['Brain', 'Eye', 'RefreshCw', 'Target'])
  for (const markup of Object.values(icons)) {
    expect(markup).toMatch(/^<svg [^>]*class="lucide[^"]* size-5"/)
    expect(markup).toContain('aria-hidden="true"')
  }
})
