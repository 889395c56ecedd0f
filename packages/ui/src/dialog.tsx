import * as DialogPrimitive from '@radix-ui/react-dialog'
import { XIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from './cn'
import { usePortalContainer } from './portal-container'

/** The dialog's root: holds the open state. Controlled (`open`/`onOpenChange`) or not. */
export const Dialog = DialogPrimitive.Root
/** The element that opens the dialog; use `asChild` with a {@link Button}. */
export const DialogTrigger = DialogPrimitive.Trigger
/** Closes the dialog; use `asChild` with a {@link Button}. */
export const DialogClose = DialogPrimitive.Close

/** The backdrop behind a dialog or sheet: the page dimmed and softly blurred, so the panel leads. */
export function DialogOverlay({ className, ...props }: DialogPrimitive.DialogOverlayProps) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm',
        // Enter only: closing is instant, so nothing lingers over the page or blocks the next click.
        'motion-safe:data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  )
}

/** The close button in a dialog's or sheet's corner: 44 px, labelled for screen readers. */
export function DialogCloseButton({
  label = 'Close',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-muted',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <XIcon aria-hidden="true" className="size-5" strokeWidth={2} />
    </DialogPrimitive.Close>
  )
}

/** Props of {@link DialogContent}. */
export interface DialogContentProps extends DialogPrimitive.DialogContentProps {
  /** Accessible name of the corner close button. */
  closeLabel?: string
  /**
   * Below 768 px, dock to the bottom edge as a sheet that slides up, full width: a centred dialog
   * on a phone hides the page and leaves no room for the keyboard. Centred from 768 px up.
   */
  sheetOnPhone?: boolean
}

/**
 * The dialog panel, centred over a backdrop. Focus moves in when it opens, stays inside while it
 * is open, and returns to the trigger when it closes (Esc, the close button or a click outside).
 * It must contain a {@link DialogTitle}; add a {@link DialogDescription} or pass
 * `aria-describedby={undefined}` when there is none.
 *
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>Chat Now</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogTitle>AI Voice Assistant</DialogTitle>
 *     <DialogDescription>Talk to our assistant right away.</DialogDescription>
 *   </DialogContent>
 * </Dialog>
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  sheetOnPhone = false,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={usePortalContainer()}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-sheet-on-phone={sheetOnPhone || undefined}
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface-raised p-6 text-ink shadow-raised',
          'focus-visible:outline-3 focus-visible:outline-focus',
          sheetOnPhone
            ? [
                'inset-x-0 bottom-0 max-h-[calc(100dvh-3rem)] w-full rounded-t-card',
                'pb-[max(1.5rem,env(safe-area-inset-bottom))]',
                'motion-safe:data-[state=open]:animate-sheet-up',
                'md:inset-x-auto md:bottom-auto md:top-1/2 md:left-1/2 md:max-h-[calc(100dvh-2rem)]',
                'md:w-[calc(100vw-2rem)] md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2',
                'md:rounded-card md:p-8 md:motion-safe:data-[state=open]:animate-dialog-in',
              ]
            : [
                'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg',
                '-translate-x-1/2 -translate-y-1/2 rounded-card md:p-8',
                'motion-safe:data-[state=open]:animate-dialog-in',
              ],
          className,
        )}
        {...props}
      >
        {sheetOnPhone ? (
          // The grab bar says "sheet" at a glance; Close, Esc and the backdrop dismiss it.
          <span
            aria-hidden="true"
            className="mx-auto -mt-2 h-1.5 w-10 shrink-0 rounded-full bg-border md:hidden"
          />
        ) : null}
        {children}
        <DialogCloseButton label={closeLabel} className="absolute top-3 right-3" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The dialog's heading; screen readers announce it as the dialog's name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-12 text-2xl font-bold tracking-tight', className)}
      {...props}
    />
  )
}

/** The dialog's one-line explanation; screen readers read it after the title. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-ink-muted', className)} {...props} />
}
