import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cn } from './cn'
import { DialogCloseButton, DialogOverlay } from './dialog'
import { usePortalContainer } from './portal-container'

/** The sheet's root: holds the open state. Controlled (`open`/`onOpenChange`) or not. */
export const Sheet = DialogPrimitive.Root
/** The element that opens the sheet (the menu toggle); use `asChild` with a {@link Button}. */
export const SheetTrigger = DialogPrimitive.Trigger
/** Closes the sheet; use `asChild`, e.g. around a link so following it closes the menu. */
export const SheetClose = DialogPrimitive.Close
/** The sheet's heading, announced as its name; hide it visually with `className="sr-only"`. */
export const SheetTitle = DialogPrimitive.Title

/** Props of {@link SheetContent}. */
export interface SheetContentProps extends DialogPrimitive.DialogContentProps {
  /** The edge the sheet slides in from. */
  side?: 'right' | 'left'
  /** Accessible name of the close button. */
  closeLabel?: string
}

/**
 * A full-height panel that slides in from the side: the mobile menu. It is a modal dialog, so
 * focus is trapped inside until Esc, the close button or a click on the backdrop closes it, and
 * then returns to the toggle. Needs a {@link SheetTitle}.
 *
 * @example
 * <Sheet open={open} onOpenChange={setOpen}>
 *   <SheetTrigger asChild><Button variant="ghost" aria-label="Menu"><MenuIcon /></Button></SheetTrigger>
 *   <SheetContent aria-describedby={undefined}>
 *     <SheetTitle className="sr-only">Menu</SheetTitle>
 *     <nav>...</nav>
 *   </SheetContent>
 * </Sheet>
 */
export function SheetContent({
  side = 'right',
  closeLabel = 'Close menu',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal container={usePortalContainer()}>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col gap-6 overflow-y-auto',
          'bg-surface-raised p-6 pt-16 text-ink shadow-raised',
          'motion-safe:data-[state=open]:animate-sheet-in',
          side === 'right' ? 'right-0' : 'left-0 [--sheet-from:-100%]',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton label={closeLabel} className="absolute top-3 right-3" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
