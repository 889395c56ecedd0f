import type { FAQPageLeaf, WithContext } from 'schema-dts'
import type { FaqItem } from '../schemas/common'

/** A FAQPage block from questions and answers shown on the page. */
export function faqPage(items: readonly FaqItem[]): WithContext<FAQPageLeaf> {
  if (items.length === 0) throw new RangeError('A FAQPage needs at least one question.')
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
