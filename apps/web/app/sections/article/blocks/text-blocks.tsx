import type { ArticleBlock } from '@org/content'
import { RichText } from '../../../shell/rich-text'

type Block<Kind extends ArticleBlock['type']> = Extract<ArticleBlock, { type: Kind }>

/** A paragraph of running text; its `[label](href)` links become real links. */
export function ParagraphBlock({ block }: { block: Block<'paragraph'> }) {
  return (
    <p data-block="paragraph">
      <RichText text={block.text} />
    </p>
  )
}

/** A bulleted or numbered list, in the prose styles. */
export function ListBlock({ block }: { block: Block<'list'> }) {
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List data-block="list">
      {block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </List>
  )
}

/** A pull quote with its source under it, kept together as one figure. */
export function QuoteBlock({ block }: { block: Block<'quote'> }) {
  return (
    <figure data-block="quote" className="my-10">
      <blockquote className="mt-0 mb-0 text-2xl leading-snug font-semibold tracking-tight text-ink">
        <p>{block.text}</p>
      </blockquote>
      {block.cite ? <figcaption className="pl-6">{block.cite}</figcaption> : null}
    </figure>
  )
}
