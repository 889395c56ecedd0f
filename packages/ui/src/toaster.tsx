import type { CSSProperties } from 'react'
import { Toaster as Sonner, toast } from 'sonner'

/** At most this many toasts show at once; older ones wait behind. */
export const TOAST_VISIBLE = 3
/** How long a toast stays, in milliseconds, unless it sets its own `duration`. */
export const TOAST_DURATION_MS = 4000

/**
 * Shows a toast. `toast('Connected', { description })` for news, `toast.error(title, { description })`
 * for failures, which get the destructive (red) style.
 */
export { toast }

/** Sonner's colour variables, mapped onto the theme so toasts meet AA like everything else. */
const themed = {
  '--normal-bg': 'var(--color-surface-raised)',
  '--normal-text': 'var(--color-ink)',
  '--normal-border': 'var(--color-border)',
  '--success-bg': 'var(--color-primary-soft)',
  '--success-text': 'var(--color-primary)',
  '--success-border': 'var(--color-primary-soft)',
  '--info-bg': 'var(--color-surface-raised)',
  '--info-text': 'var(--color-ink)',
  '--info-border': 'var(--color-border)',
  '--warning-bg': 'var(--color-accent-soft)',
  '--warning-text': 'var(--color-accent-ink)',
  '--warning-border': 'var(--color-accent)',
  '--error-bg': 'var(--color-destructive)',
  '--error-text': 'var(--color-on-primary)',
  '--error-border': 'var(--color-destructive)',
  '--border-radius': 'var(--radius-control)',
} as CSSProperties

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Where toasts appear. */
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center'
}

/**
 * The one toaster of the app: mount it once near the root, then call {@link toast} from anywhere.
 * Three toasts show at a time, each for 4 seconds; Alt+T moves focus to them. Toasts are announced
 * politely to screen readers and stop animating under reduced motion.
 */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
  return (
    <Sonner
      position={position}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      richColors
      style={themed}
      toastOptions={{ style: { fontFamily: 'inherit', fontSize: 'var(--text-sm)' } }}
    />
  )
}
