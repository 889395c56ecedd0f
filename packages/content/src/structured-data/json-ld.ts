import type {
  ArticleLeaf,
  FAQPageLeaf,
  NewsArticleLeaf,
  PersonLeaf,
  ProductLeaf,
  ProfessionalServiceLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts'

/** One JSON-LD block a page embeds in a `<script type="application/ld+json">`. */
export type JsonLd = WithContext<
  | ProfessionalServiceLeaf
  | WebSiteLeaf
  | ProductLeaf
  | FAQPageLeaf
  | PersonLeaf
  | NewsArticleLeaf
  | ArticleLeaf
>

/**
 * A JSON-LD block as the text of its script element. `<` is escaped so no text in the data can
 * close the script element early.
 */
export function serialiseJsonLd(block: JsonLd): string {
  return JSON.stringify(block).replace(/</g, '\\u003c')
}
