import { CircleAlertIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** Props of {@link VoiceErrorBox}. */
export interface VoiceErrorBoxProps {
  /** What went wrong and what to do next, in plain words. */
  children: ReactNode
  /** Extra classes for the box. */
  className?: string
}

/**
 * The voice panel's inline error: a red box with an alert icon and the message, placed above the
 * status. It is an `alert`, so screen readers read it out as soon as it appears; render it only
 * while there is an error. The text is dark red on a pale red fill (AA), and the icon and border
 * mark it as an error for those who cannot tell the colour.
 *
 * @example
 * {error ? <VoiceErrorBox>{error}</VoiceErrorBox> : null}
 */
export function VoiceErrorBox({ children, className }: VoiceErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-control border border-destructive/40 bg-destructive-soft',
        'px-4 py-3 text-base font-medium text-destructive-hover',
        className,
      )}
    >
      <CircleAlertIcon
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-destructive"
        strokeWidth={2}
      />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</div>
    </div>
  )
}
