import { cn } from '@org/ui'

/** One entry of the table of contents: a part of the page and its clauses. */
export interface LegalContentsPart {
  id: string
  label: string
  items: readonly { id: string; label: string }[]
}

/**
 * The table of contents: a boxed list of in-page links at the top on phones, a sticky list in
 * the margin from the large breakpoint.
 */
export function LegalContents({
  heading,
  parts,
  className,
}: {
  heading: string
  parts: readonly LegalContentsPart[]
  className?: string
}) {
  const link =
    'inline-block rounded-sm py-0.5 hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className={cn(
        'rounded-card border border-border bg-surface-raised p-6 shadow-card lg:sticky lg:top-28 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
        className,
      )}
    >
      <h2
        id="legal-contents-heading"
        className="text-sm font-bold tracking-wide text-ink uppercase"
      >
        {heading}
      </h2>
      <ol className="mt-4 flex flex-col gap-4 lg:border-l lg:border-border lg:pl-5">
        {parts.map((part) => (
          <li key={part.id}>
            <a href={`#${part.id}`} className={cn(link, 'font-semibold text-ink')}>
              {part.label}
            </a>
            <ol className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
              {part.items.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`} className={link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  )
}
