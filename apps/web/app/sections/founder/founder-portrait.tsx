import type { Image } from '@org/content'
import { cn } from '@org/ui'

/**
 * The founder's portrait in a raised frame with a gold offset behind it. The picture is the
 * illustrated placeholder until an owner swaps the image record for a photo of the same shape.
 */
export function FounderPortrait({ image, className }: { image: Image; className?: string }) {
  return (
    <div className={cn('relative mx-auto w-full max-w-sm', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 translate-x-4 translate-y-4 rounded-[1.75rem] bg-accent/70 md:translate-x-6 md:translate-y-6"
      />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="relative h-auto w-full rounded-[1.75rem] shadow-raised ring-1 ring-ink/5"
      />
    </div>
  )
}
