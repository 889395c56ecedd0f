/**
 * The toaster and `toast`, in a chunk of their own: nothing on a page toasts before the visitor
 * acts, so the toast library loads after the page is up, never with it.
 */
export { Toaster, toast } from '@org/ui'
