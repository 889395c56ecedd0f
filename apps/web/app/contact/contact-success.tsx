import { Button } from '@org/ui'
import { CircleCheckIcon } from 'lucide-react'
import type { Ref } from 'react'

/** Props of {@link ContactSuccess}. */
export interface ContactSuccessProps {
  ref?: Ref<HTMLDivElement>
  heading: string
  text: string
  sendAnother: string
  onSendAnother(): void
}

const headingId = 'contact-success-title'
const textId = 'contact-success-text'

/**
 * What replaces the form once the message is stored. The form focuses it, so a screen reader
 * reads the heading and the text at once; it is also a status region for those that announce one.
 */
export function ContactSuccess({
  ref,
  heading,
  text,
  sendAnother,
  onSendAnother,
}: ContactSuccessProps) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={textId}
      className="flex flex-col items-start gap-4 rounded-control p-2 outline-none focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <CircleCheckIcon aria-hidden="true" className="size-8" strokeWidth={2} />
      </span>
      <h3 id={headingId} className="text-2xl font-bold">
        {heading}
      </h3>
      <p id={textId} className="max-w-prose text-lg text-ink-muted">
        {text}
      </p>
      <Button variant="secondary" onClick={onSendAnother}>
        {sendAnother}
      </Button>
    </div>
  )
}
