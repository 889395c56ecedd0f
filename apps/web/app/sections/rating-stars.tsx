import { cn } from '@org/ui'
import { StarIcon } from 'lucide-react'

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  /** Whole stars earned, 1 to `best`. */
  rating: number
  /** The scale's top; the stars past `rating` are drawn unfilled so the scale stays visible. */
  best?: number
  /** What a screen reader hears instead of counting stars ("5 out of 5 stars"). */
  label: string
}

/**
 * A star rating: one image with a spoken label, drawn as solid gold stars on the palette, so every
 * testimonial on the site rates in one style.
 */
export function RatingStars({ rating, best = 5, label }: RatingStarsProps) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: best }, (_, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars that never reorders
          key={index}
          aria-hidden="true"
          strokeWidth={1}
          className={cn(
            'size-5',
            index < rating ? 'fill-accent text-accent-ink' : 'fill-muted text-border-strong',
          )}
        />
      ))}
    </p>
  )
}
