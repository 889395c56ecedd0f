import { CircleAlertIcon } from 'lucide-react'
import { type ContactFieldErrors, contactFieldId, contactFieldNames } from './contact-fields'
import { focusField } from './use-contact-form'

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The heading over the list. */
  title: string
  errors: ContactFieldErrors
}

/**
 * The problems to fix before the message can go, in form order; each links to its field and
 * focuses it, so keyboard and screen reader users get there in one step.
 */
export function ErrorSummary({ title, errors }: ErrorSummaryProps) {
  return (
    <div className="rounded-control border-2 border-destructive bg-destructive-soft p-4">
      <h3 className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" strokeWidth={2} />
        {title}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-11 text-sm">
        {contactFieldNames.map((field) => {
          const message = errors[field]
          if (!message) return null
          return (
            <li key={field} className="text-destructive">
              <a
                href={`#${contactFieldId(field)}`}
                className="font-semibold text-destructive-hover underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                onClick={(event) => {
                  event.preventDefault()
                  focusField(field)
                }}
              >
                {message}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
