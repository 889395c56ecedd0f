import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Class recipe of {@link Button}, exported so links styled as buttons can share it. */
export const buttonVariants = /* @__PURE__ */ cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap',
    'transition-colors duration-150 motion-reduce:transition-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:pointer-events-none disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:bg-primary-hover',
        secondary: 'border border-primary bg-transparent text-primary hover:bg-primary-soft',
        ghost: 'text-ink hover:bg-muted',
        destructive: 'bg-destructive text-on-primary hover:bg-destructive-hover',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        // Long labels wrap on the narrowest phones rather than run out of the button.
        lg: 'min-h-12 px-5 py-2 text-center text-lg text-balance whitespace-normal sm:px-7',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean
}

/**
 * The site's button. Defaults to `type="button"` so it never submits a form by accident.
 *
 * @example
 * <Button variant="secondary" onClick={openChat}>Chat Now</Button>
 * <Button asChild><a href="/blog">Read the blog</a></Button>
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />
  }
  return (
    <button type="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}
