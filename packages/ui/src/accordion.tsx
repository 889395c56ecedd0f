import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { ChevronDownIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** One question and its answer. */
export interface AccordionItem {
  /** Stable key, unique within the accordion. */
  value: string
  /** The always-visible heading, e.g. the question. */
  title: ReactNode
  /** Shown when the item is open. */
  content: ReactNode
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** The items, in order. */
  items: readonly AccordionItem[]
  /** `single` keeps one item open at a time; `multiple` lets several stay open. */
  type?: 'single' | 'multiple'
  /** Values open at first. */
  defaultValue?: readonly string[]
  /** Heading level of each title, so the page outline stays in order. */
  headingLevel?: 2 | 3 | 4
  /** Extra classes for the list. */
  className?: string
}

/**
 * A list of questions that open to show their answers (the FAQ). Each title is a button inside a
 * heading, so screen reader users can jump between questions; Enter or Space toggles, and the
 * arrow keys move between questions. Answers slide open (at once under reduced motion).
 *
 * @example
 * <Accordion items={[{ value: 'cost', title: 'What does it cost?', content: 'From $99 a month.' }]} />
 */
export function Accordion({
  items,
  type = 'single',
  defaultValue = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const list = items.map((item) => (
    <AccordionPrimitive.Item key={item.value} value={item.value} className="border-b border-border">
      <AccordionPrimitive.Header asChild>
        <HeadingTag level={headingLevel}>
          <AccordionPrimitive.Trigger
            className={cn(
              'group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold',
              'rounded-control focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            {item.title}
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary transition-colors duration-(--duration-fast) group-hover:bg-primary group-hover:text-on-primary motion-reduce:transition-none"
            >
              <ChevronDownIcon
                strokeWidth={2}
                className="size-4 transition-transform duration-(--duration-base) group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </span>
          </AccordionPrimitive.Trigger>
        </HeadingTag>
      </AccordionPrimitive.Header>
      {/*
       * Opening grows to Radix's measured height (the padding sits inside, so it grows too);
       * closing is instant, so the answer never lingers after the question says it is shut.
       */}
      {/*
       * Mounted while closed too (and hidden), so every answer is in the prerendered HTML for
       * crawlers, matching the page's FAQPage structured data.
       */}
      <AccordionPrimitive.Content
        forceMount
        className="overflow-hidden text-ink-muted data-[state=closed]:hidden motion-safe:data-[state=open]:animate-accordion-down"
      >
        <div className="pr-12 pb-5">{item.content}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  ))
  const classes = cn('w-full border-t border-border', className)
  return type === 'single' ? (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultValue[0]}
      className={classes}
    >
      {list}
    </AccordionPrimitive.Root>
  ) : (
    <AccordionPrimitive.Root type="multiple" defaultValue={[...defaultValue]} className={classes}>
      {list}
    </AccordionPrimitive.Root>
  )
}

function HeadingTag({ level, children, ...props }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const
  return <Tag {...props}>{children}</Tag>
}
