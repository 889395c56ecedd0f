import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Class recipe of {@link Card}. */
export const cardVariants = /* @__PURE__ */ cva('flex flex-col gap-4 rounded-card p-6 text-ink', {
  variants: {
    tone: {
      raised: 'bg-surface-raised shadow-card',
      muted: 'bg-muted',
      outline: 'border border-border bg-surface-raised',
    },
  },
  defaultVariants: { tone: 'raised' },
})

/** Props of {@link Card}. */
export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Render the single child (an `<article>` or `<li>`, say) with the card's look. */
  asChild?: boolean
}

/**
 * A rounded panel that groups one idea: a service, a plan, an article teaser.
 *
 * @example
 * <Card>
 *   <CardTitle>Voice agents</CardTitle>
 *   <CardDescription>Answers every call, 24/7.</CardDescription>
 * </Card>
 */
export function Card({ className, tone, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div'
  return <Component className={cn(cardVariants({ tone }), className)} {...props} />
}

/** Props of {@link CardTitle}. */
export interface CardTitleProps extends ComponentProps<'h3'> {
  /** The heading level that fits the page outline; `h3` by default. */
  as?: 'h2' | 'h3' | 'h4'
}

/** The card's heading. Pick `as` so the page's heading levels stay in order. */
export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={cn('text-lg font-bold tracking-tight', className)} {...props} />
}

/** The card's supporting text, in the muted ink. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-ink-muted', className)} {...props} />
}

/** The card's actions, pushed to the bottom so buttons line up across a row of cards. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-wrap gap-3 pt-2', className)} {...props} />
}
