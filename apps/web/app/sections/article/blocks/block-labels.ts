import type { ArticlePage } from '@org/content'

/** The words blocks show beside their content (Challenge, You, Source...), from content. */
export type BlockLabels = ArticlePage['blockLabels']
