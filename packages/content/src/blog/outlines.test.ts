import { describe, expect, it } from 'vitest'
import { hrefOf } from '../links'
import { articlePage } from '../pages/shell'
import { articleByPath } from '.'
import type { Article, ArticleBlock, ArticleSection } from './types'

function article(path: string): Article {
  const found = articleByPath(path)
  if (!found) throw new Error(`no article at ${path}`)
  return found
}

function section(a: Article, id: string): ArticleSection {
  const found = a.sections.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`${a.slug} has no section ${id}`)
  return found
}

/** The blocks of one type in a list of blocks, narrowed to that type. */
function ofType<T extends ArticleBlock['type']>(
  blocks: readonly ArticleBlock[],
  type: T,
): Extract<ArticleBlock, { type: T }>[] {
  return blocks.filter((block): block is Extract<ArticleBlock, { type: T }> => block.type === type)
}

const allBlocks = (a: Article) => a.sections.flatMap((s) => s.blocks)

describe('agentic AI article outline (docs/pages.md#articles)', () => {
  const a = article('/blog/google-agentic-ai-update')

  it('opens with a hero badge, headline, image and intro', () => {
    expect(a.hero.badge?.trim()).toBeTruthy()
    expect(a.hero.headline.trim()).toBeTruthy()
    expect(a.hero.intro.length).toBeGreaterThan(100)
    expect(a.hero.image.alt.trim()).toBeTruthy()
  })

  it('shows the four feature cards', () => {
    const cards = ofType(allBlocks(a), 'cards').flatMap((block) => block.items)
    expect(cards.map((card) => card.title)).toEqual([
      'Autonomous decision making',
      'Goal-oriented execution',
      'Real-time adaptation',
      'Context-aware intelligence',
    ])
  })

  it('states the business impact: 300-500%, 80% and 24/7', () => {
    const stats = ofType(allBlocks(a), 'stats').flatMap((block) => block.items)
    expect(stats.map((stat) => stat.value)).toEqual(['300-500%', '80%', '24/7'])
    expect(stats[0]?.label).toMatch(/productivity/i)
    expect(stats[1]?.label).toMatch(/manual tasks/i)
  })

  it.each([
    ['action-plan-this-week', /this week/i],
    ['action-plan-30-days', /30 days/i],
    ['action-plan-90-days', /90 days/i],
  ])('plans phase %s in three steps', (id, heading) => {
    const phase = section(a, id)
    expect(phase.heading).toMatch(heading)
    expect(ofType(phase.blocks, 'steps').flatMap((block) => block.items)).toHaveLength(3)
  })

  it('has an urgency box about the 90-day window', () => {
    const urgent = ofType(allBlocks(a), 'callout').filter((callout) => callout.tone === 'urgent')
    expect(urgent).toHaveLength(1)
    expect(urgent[0]?.title).toMatch(/90-day/)
  })
})

describe('AgentKit article outline (docs/pages.md#articles)', () => {
  const a = article('/blog/openai-agentkit-saas-future')

  it('carries the Australia tag and leads back to the blog index', () => {
    expect(a.tags).toContain('Australia')
    expect(hrefOf(articlePage.backToBlog.action)).toBe('/blog')
  })

  it('explains the four parts of the toolkit', () => {
    const parts = ofType(section(a, 'what-is-agentkit').blocks, 'cards').flatMap((b) => b.items)
    expect(parts.map((part) => part.title)).toEqual([
      'Agent Builder',
      'ChatKit',
      'Evals',
      'Connector Registry',
    ])
  })

  it('says why it matters and lists five actions', () => {
    expect(section(a, 'why-it-matters').blocks.length).toBeGreaterThan(0)
    expect(
      ofType(section(a, 'five-actions').blocks, 'steps').flatMap((block) => block.items),
    ).toHaveLength(5)
  })

  it('ends with tag chips and the "Book Your AI Strategy Call Now" button', () => {
    expect(a.tags.length).toBeGreaterThanOrEqual(3)
    expect(a.cta.buttonText).toBe('Book Your AI Strategy Call Now')
  })
})

describe('chat conversations guide outline (docs/pages.md#articles)', () => {
  const a = article('/blog/chatgpt-natural-conversations')

  it('has key takeaways', () => {
    expect(a.keyTakeaways?.length).toBeGreaterThanOrEqual(3)
  })

  it('gives seven principles, each with a sample prompt', () => {
    const principles = ofType(section(a, 'seven-principles').blocks, 'example')
    expect(principles).toHaveLength(7)
    for (const principle of principles) expect(principle.prompt.trim()).toBeTruthy()
  })

  it('shows example conversations', () => {
    const examples = ofType(section(a, 'example-conversations').blocks, 'example')
    expect(examples.length).toBeGreaterThanOrEqual(2)
  })

  it.each([
    ['advanced-techniques', 'cards', 4],
    ['common-mistakes', 'list', 4],
    ['ten-tips', 'list', 10],
  ] as const)('%s: %s of %i', (id, type, count) => {
    const blocks = ofType(section(a, id).blocks, type)
    const items = blocks.flatMap((block) => block.items as readonly unknown[])
    expect(items).toHaveLength(count)
  })

  it('closes with a consultation button', () => {
    expect(a.cta.buttonText).toMatch(/consultation/i)
  })
})
