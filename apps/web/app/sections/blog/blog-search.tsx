import { cn } from '@org/ui'
import { SearchIcon, XIcon } from 'lucide-react'
import { useId, useRef } from 'react'

/** Props of {@link BlogSearch}. */
export interface BlogSearchProps {
  value: string
  onChange(value: string): void
  label: string
  placeholder: string
  clearLabel: string
  /** The id of the list the search filters, so assistive tech knows what it controls. */
  controls: string
  className?: string
}

/**
 * The blog's search field: a labelled `search` landmark with a large input, a search icon and a
 * clear button that appears once there is something to clear (Esc clears too).
 */
export function BlogSearch({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  controls,
  className,
}: BlogSearchProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <search className={cn('flex w-full flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          strokeWidth={2}
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary"
        />
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          aria-controls={controls}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault()
              onChange('')
            }
          }}
          className={cn(
            'min-h-14 w-full rounded-control border border-border-strong bg-surface-raised py-3 pr-14 pl-12 text-base text-ink shadow-card',
            'placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none',
            'transition-shadow duration-150 motion-reduce:transition-none',
            'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange('')
              input.current?.focus()
            }}
            className="absolute top-1/2 right-2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <XIcon aria-hidden="true" strokeWidth={2} className="size-5" />
            <span className="sr-only">{clearLabel}</span>
          </button>
        ) : null}
      </div>
    </search>
  )
}
