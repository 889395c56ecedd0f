/** Props of {@link LoadFailureNotice}. */
export interface LoadFailureNoticeProps {
  title: string
  description: string
  dismissLabel: string
  onDismiss: () => void
}

/**
 * Says that the voice chat could not load when the toast library could not load either (the
 * connection dropped after the page loaded, before anything toasted): the same words a toast
 * would show, in a plain alert that needs no code beyond the page's own.
 */
export function LoadFailureNotice({
  title,
  description,
  dismissLabel,
  onDismiss,
}: LoadFailureNoticeProps) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-sm items-start gap-3 rounded-control border border-border bg-surface p-4 text-ink shadow-lg"
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-ink-muted">{description}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="min-h-11 rounded-control px-3 text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {dismissLabel}
      </button>
    </div>
  )
}
