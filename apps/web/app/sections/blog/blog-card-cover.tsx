import type { IconName, Image } from '@org/content'
import { cn } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'

/** Props of {@link BlogCardCover}. */
export interface BlogCardCoverProps {
  /** The article's illustration; cards without an article get a drawn cover. */
  image?: Image
  icon: IconName
  /** A larger icon, for the wide card. */
  large?: boolean
  className?: string
}

/**
 * The picture at the top of a blog card: the article's own illustration, or, for a post without
 * an article, a gold cover drawn around the card's icon with the brand's voice bars.
 */
export function BlogCardCover({ image, icon, large = false, className }: BlogCardCoverProps) {
  if (image) {
    return (
      <div className={cn('overflow-hidden bg-primary', className)}>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          // Every card sits below the index's first screen, even the featured one (its top is
          // about 750 px down on a phone, 1,000 px on a laptop): it loads as the visitor nears
          // it. A picture that is not lazy would also be preloaded from the head by React, ahead
          // of the stylesheet and typeface the first paint needs.
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-400 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
    )
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative isolate flex items-center justify-center overflow-hidden bg-gradient-to-br from-accent-soft via-accent-soft to-accent/50',
        className,
      )}
    >
      {/* Dots at a fixed size, whatever the cover's size. */}
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle,rgb(122_79_0/0.16)_1.2px,transparent_1.6px)] bg-size-[18px_18px]" />
      <svg
        aria-hidden="true"
        viewBox="0 0 400 210"
        className={cn(
          'absolute top-1/2 left-1/2 -z-10 max-w-none -translate-x-1/2 -translate-y-1/2 text-accent-ink',
          large ? 'w-[26rem] md:w-[40rem]' : 'w-[26rem]',
        )}
      >
        <circle cx="200" cy="105" r="150" fill="none" stroke="currentColor" opacity="0.1" />
        <circle cx="200" cy="105" r="104" fill="none" stroke="currentColor" opacity="0.14" />
        <circle cx="200" cy="105" r="62" fill="#fff" opacity="0.5" />
        {coverBars.map((height, index) => (
          <g key={height} fill="currentColor" opacity="0.24">
            <rect x={286 + index * 13} y={105 - height / 2} width="6" height={height} rx="3" />
            <rect x={108 - index * 13} y={105 - height / 2} width="6" height={height} rx="3" />
          </g>
        ))}
      </svg>
      <span
        className={cn(
          'flex items-center justify-center rounded-2xl bg-surface-raised text-primary shadow-raised',
          large ? 'size-24' : 'size-16',
        )}
      >
        <ContentIcon name={icon} strokeWidth={1.75} className={large ? 'size-12' : 'size-8'} />
      </span>
    </div>
  )
}

/** Heights of the voice bars either side of the icon, from the middle outwards. */
const coverBars = [28, 52, 76, 44, 64, 36, 22]
