import { useEffect, useState } from 'react'
import { cn } from './cn'

/** One entry of an article's "On this page" list: a body section's id and its label. */
export interface ArticleContentsItem {
  id: string
  label: string
}

/**
 * How far below the top of the viewport a section's start counts as being read: below the
 * sticky header, with a little air, so the entry changes as the heading settles under it.
 */
export const READING_LINE_PX = 140

/**
 * The id of the section being read: the last one whose start has passed the reading line, or
 * undefined above the first. Pure, so the rule is tested without scrolling.
 */
export function sectionBeingRead(
  sections: readonly { id: string; top: number }[],
  readingLine = READING_LINE_PX,
): string | undefined {
  let current: string | undefined
  for (const section of sections) if (section.top <= readingLine) current = section.id
  return current
}

/** Follows the reader down the page, once a frame at most while scrolling. */
function useSectionBeingRead(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>()
  const key = ids.join(' ')
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const sections = key.split(' ').flatMap((id) => {
        const element = document.getElementById(id)
        return element ? [{ id, top: element.getBoundingClientRect().top }] : []
      })
      setCurrent(sectionBeingRead(sections))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    addEventListener('scroll', schedule, { passive: true })
    addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      removeEventListener('scroll', schedule)
      removeEventListener('resize', schedule)
    }
  }, [key])
  return current
}

/**
 * The "On this page" list in an article's margin. The entry of the section being read is marked
 * `aria-current="location"` and drawn in the primary colour with a bar on the rule, so a reader
 * sees where they are in a long article.
 */
export function ArticleContents({
  headingId,
  heading,
  items,
}: {
  headingId: string
  heading: string
  items: readonly ArticleContentsItem[]
}) {
  const current = useSectionBeingRead(items.map((item) => item.id))
  return (
    <nav aria-labelledby={headingId} className="hidden pr-6 xl:block">
      <div className="sticky top-28 ml-auto flex max-w-52 flex-col gap-3 border-l border-border pl-5">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          {heading}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {items.map((item) => (
            <li key={item.id} className="relative">
              <a
                href={`#${item.id}`}
                aria-current={item.id === current ? 'location' : undefined}
                className={cn(
                  'rounded-sm text-ink-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  'aria-[current=location]:font-semibold aria-[current=location]:text-primary',
                  'aria-[current=location]:before:absolute aria-[current=location]:before:inset-y-0 aria-[current=location]:before:-left-[21.5px] aria-[current=location]:before:w-0.5 aria-[current=location]:before:rounded-full aria-[current=location]:before:bg-primary',
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
