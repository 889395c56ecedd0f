import type { ContactContent } from '../../contact/use-contact-form'

/** Props of {@link ContactNextSteps}. */
export interface ContactNextStepsProps {
  steps: ContactContent['nextSteps']
}

/** What happens once a message is sent: numbered steps joined by a line. */
export function ContactNextSteps({ steps }: ContactNextStepsProps) {
  return (
    <div className="rounded-card border border-border bg-surface/70 p-5 md:p-6">
      <h3 className="text-lg font-bold">{steps.heading}</h3>
      <ol className="mt-4 flex flex-col">
        {steps.items.map((step, index) => (
          <li key={step} className="relative flex gap-4 pb-5 last:pb-0">
            {index < steps.items.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-8 bottom-0 left-3.5 w-0.5 -translate-x-1/2 rounded-full bg-primary-line"
              />
            ) : null}
            <span
              aria-hidden="true"
              className="relative grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-ink-muted">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
