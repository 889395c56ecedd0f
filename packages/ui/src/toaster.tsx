import {
  CircleAlertIcon,
  CircleCheckIcon,
  InfoIcon,
  LoaderCircleIcon,
  TriangleAlertIcon,
} from 'lucide-react'
import { Toaster as Sonner, toast } from 'sonner'

/** At most this many toasts show at once; older ones wait behind. */
export const TOAST_VISIBLE = 3
/** How long a toast stays, in milliseconds, unless it sets its own `duration`. */
export const TOAST_DURATION_MS = 4000

/**
 * Shows a toast. `toast('Connected', { description })` for news, `toast.error(title, { description })`
 * for failures, which get a red icon and border on the same calm white card.
 */
export { toast }

/**
 * Every toast is the same white card; the type only changes the icon and, for errors, the border.
 * The lists are joined as plain strings, not with `cn`: they hold no two utilities of one group,
 * and a `cn` call when the module loads would build tailwind-merge's table inside the evaluation
 * of whatever script bundles the toaster (the embeddable widget's, for one).
 */
export const toastClassNames = {
  toast: [
    'flex w-(--width) max-w-full items-start gap-3 rounded-card border border-border',
    'bg-surface-raised p-4 pr-5 font-sans text-ink shadow-raised',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ].join(' '),
  icon: 'mt-px flex size-5 shrink-0 items-center justify-center [&>svg]:size-5',
  content: 'flex min-w-0 flex-1 flex-col gap-0.5',
  title: 'text-base leading-snug font-semibold text-ink',
  description: 'text-sm text-ink-muted',
  success: '[&_[data-icon]]:text-primary',
  info: '[&_[data-icon]]:text-primary',
  warning: 'border-accent [&_[data-icon]]:text-accent-ink',
  error: 'border-destructive [&_[data-icon]]:text-destructive',
  actionButton: [
    'ml-auto inline-flex min-h-9 shrink-0 items-center rounded-control bg-primary px-3 text-sm',
    'font-semibold text-on-primary hover:bg-primary-hover',
  ].join(' '),
}

const icons = {
  success: <CircleCheckIcon aria-hidden="true" strokeWidth={2} />,
  info: <InfoIcon aria-hidden="true" strokeWidth={2} />,
  warning: <TriangleAlertIcon aria-hidden="true" strokeWidth={2} />,
  error: <CircleAlertIcon aria-hidden="true" strokeWidth={2} />,
  loading: (
    <LoaderCircleIcon aria-hidden="true" strokeWidth={2} className="motion-safe:animate-spin" />
  ),
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Where toasts appear. */
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center'
}

/**
 * The one toaster of the app: mount it once near the root, outside any flex or grid row (its
 * region is an element of its own), then call {@link toast} from anywhere. Three toasts show at a
 * time, each for 4 seconds; Alt+T moves focus to them. Each toast is a white card with a bold
 * title over a quieter description; errors keep the card and add a red icon and border, so they
 * stand out without shouting. Toasts are announced politely to screen readers and stop animating
 * under reduced motion.
 */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
  return (
    <Sonner
      position={position}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      icons={icons}
      toastOptions={{ unstyled: true, classNames: toastClassNames }}
    />
  )
}
