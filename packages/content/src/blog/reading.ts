import type { Article, ArticleBlock } from './types'

/** Words a minute the site assumes when an article states no read time. */
export const wordsPerMinute = 200

const markdownLink = /\[([^\]]*)\]\([^)]*\)/g
const hasLetterOrDigit = /[\p{L}\p{N}]/u

/** The words of one piece of running text; a link counts as its label, never its address. */
function countWords(text: string): number {
  return text
    .replace(markdownLink, '$1')
    .split(/\s+/)
    .filter((token) => hasLetterOrDigit.test(token)).length
}

/** Every piece of text a reader sees in one block. */
function blockTexts(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text]
    case 'list':
      return block.items
    case 'quote':
      return [block.text, block.cite ?? '']
    case 'callout':
      return [block.title, block.text]
    case 'stats':
      return block.items.flatMap((item) => [item.value, item.label])
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()]
    case 'cards':
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text])
    case 'caseStudy':
      return [block.title, block.business, block.challenge, block.solution, ...block.results]
    case 'example':
      return [block.title, block.prompt, block.response ?? '', block.note ?? '']
    case 'news':
      return block.items.flatMap((item) => [
        item.category,
        item.time,
        item.title,
        item.summary,
        item.source,
      ])
  }
}

/**
 * Every piece of text a reader reads in an article, in page order: hero headline and intro, key
 * takeaways, section headings and every block, FAQs and the closing call to action. Metadata
 * (description, keywords, tags) is not part of the body and is left out.
 */
export function articleTexts(article: Article): string[] {
  return [
    article.hero.headline,
    article.hero.intro,
    ...(article.keyTakeaways ?? []),
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(blockTexts),
    ]),
    ...(article.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
    article.cta.title,
    article.cta.description,
    article.cta.buttonText,
  ]
}

/**
 * The number of words a reader reads in an article ({@link articleTexts}); a Markdown link counts
 * as the words of its label.
 */
export function wordCount(article: Article): number {
  return articleTexts(article).reduce((total, text) => total + countWords(text), 0)
}

/**
 * Minutes to read an article: the read time the article states, or else its word count at
 * {@link wordsPerMinute}, rounded up.
 */
export function readTimeMinutes(article: Article): number {
  return article.readTimeMinutes ?? Math.ceil(wordCount(article) / wordsPerMinute)
}
