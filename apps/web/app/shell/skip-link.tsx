/** The skip link's words; the first thing a keyboard user reaches on every page. */
export const skipLinkLabel = 'Skip to main content'

/** A link, visible only while focused, that jumps past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-control bg-surface-raised px-4 py-3 font-semibold text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {skipLinkLabel}
    </a>
  )
}
