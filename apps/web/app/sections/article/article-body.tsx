import type { ArticleSection } from '@org/content'
import { Fragment } from 'react'
import { ArticleBlockView } from './article-block'
import type { BlockLabels } from './blocks/block-labels'

/**
 * The article's sections in reading order: each an `h2` with its anchor id (the "On this page"
 * list links to it) followed by its blocks, all in the theme's prose styles.
 */
export function ArticleBody({
  sections,
  labels,
}: {
  sections: readonly ArticleSection[]
  labels: BlockLabels
}) {
  return sections.map((section) => (
    <Fragment key={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed content in a fixed order
        <ArticleBlockView key={index} block={block} labels={labels} />
      ))}
    </Fragment>
  ))
}
