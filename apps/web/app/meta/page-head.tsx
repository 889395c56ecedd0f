import type { MetaDescriptor } from 'react-router-dom'
import { useMatches } from 'react-router-dom'
import { hasHeadMeta, metaTags } from './meta-tags'

/**
 * The page's head tags, from the metadata the deepest route's loader hands over (`pageLoader`):
 * rendered once, in the root's `<head>`, so no route declares a `meta` of its own. React renders
 * them into the prerendered HTML and swaps them on client navigation. A route whose loader carries
 * no page metadata (the not-found page) gets nothing here and declares its own `meta`.
 */
export function PageHead() {
  const data = useMatches().at(-1)?.loaderData
  if (!hasHeadMeta(data)) return null
  return metaTags(data.meta).map((tag) => <HeadTag key={tagKey(tag)} tag={tag} />)
}

/** One descriptor as its element, the way React Router's `<Meta>` draws the same descriptors. */
function HeadTag({ tag }: { tag: MetaDescriptor }) {
  if ('title' in tag) return <title>{String(tag.title)}</title>
  if ('script:ld+json' in tag) {
    return (
      <script
        type="application/ld+json"
        // Our own structured data, as JSON with `<`, `>` and `&` escaped, so no value can close
        // the script element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from content, escaped
        dangerouslySetInnerHTML={{ __html: jsonForScript(tag['script:ld+json']) }}
      />
    )
  }
  if ('tagName' in tag) {
    const { tagName, ...attributes } = tag
    return tagName === 'link' ? <link {...attributes} /> : <meta {...attributes} />
  }
  return <meta {...(tag as Record<string, string>)} />
}

function tagKey(tag: MetaDescriptor): string {
  return 'title' in tag ? 'title' : JSON.stringify(tag)
}

/** JSON that is safe inside `<script>`: the characters HTML or JavaScript would read as markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
