import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Class recipe of {@link Badge}. */
export const badgeVariants = /* @__PURE__ */ cva(
  'inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-semibold',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-ink',
        primary: 'bg-primary-soft text-primary',
        accent: 'bg-accent text-ink',
        outline: 'border border-border-strong text-ink',
        destructive: 'bg-destructive-soft text-destructive',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
)

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/**
 * A short label beside a heading or price: "New", "2x Award Winner", "Most popular".
 *
 * @example <Badge variant="accent">Most popular</Badge>
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
