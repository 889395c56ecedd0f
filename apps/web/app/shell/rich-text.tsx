import type { RichText as RichTextValue } from '@org/content'
import { ExternalLink, linkClassName } from '@org/ui'
import type { ReactNode } from 'react'
import { RouterLink } from './router-link'

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * Content's running text with its `[label](href)` links as real links: site paths navigate in
 * the app, other sites open in a new tab, phone and mail links dial or write.
 */
export function RichText({ text }: { text: RichTextValue }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', href = ''] = match
    parts.push(text.slice(last, match.index))
    parts.push(<TextLink key={match.index} label={label} href={href} />)
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}

function TextLink({ label, href }: { label: string; href: string }) {
  if (href.startsWith('/')) {
    return (
      <RouterLink href={href} className={linkClassName}>
        {label}
      </RouterLink>
    )
  }
  if (/^(tel|mailto):/.test(href)) {
    return (
      <a href={href} className={linkClassName}>
        {label}
      </a>
    )
  }
  return <ExternalLink href={href}>{label}</ExternalLink>
}
