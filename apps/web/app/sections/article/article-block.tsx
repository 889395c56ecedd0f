import type { ArticleBlock } from '@org/content'
import type { BlockLabels } from './blocks/block-labels'
import { CalloutBlock } from './blocks/callout-block'
import { CardsBlock } from './blocks/cards-block'
import { CaseStudyBlock } from './blocks/case-study-block'
import { ExampleBlock } from './blocks/example-block'
import { NewsBlock } from './blocks/news-block'
import { StatsBlock } from './blocks/stats-block'
import { StepsBlock } from './blocks/steps-block'
import { TableBlock } from './blocks/table-block'
import { ListBlock, ParagraphBlock, QuoteBlock } from './blocks/text-blocks'

/** One block of an article body, drawn the way its kind reads best. */
export function ArticleBlockView({ block, labels }: { block: ArticleBlock; labels: BlockLabels }) {
  switch (block.type) {
    case 'paragraph':
      return <ParagraphBlock block={block} />
    case 'list':
      return <ListBlock block={block} />
    case 'quote':
      return <QuoteBlock block={block} />
    case 'callout':
      return <CalloutBlock block={block} />
    case 'stats':
      return <StatsBlock block={block} />
    case 'table':
      return <TableBlock block={block} />
    case 'cards':
      return <CardsBlock block={block} />
    case 'steps':
      return <StepsBlock block={block} />
    case 'caseStudy':
      return <CaseStudyBlock block={block} labels={labels} />
    case 'example':
      return <ExampleBlock block={block} labels={labels} />
    case 'news':
      return <NewsBlock block={block} labels={labels} />
  }
}
