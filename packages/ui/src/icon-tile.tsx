import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Props of {@link IconTile}. */
export interface IconTileProps extends ComponentProps<'span'> {
  /** `soft`: a mint tile with a green icon; `solid`: a green tile with a white one. */
  tone?: 'soft' | 'solid'
}

/**
 * An icon on its rounded tile, the mark that opens a card. Decorative and hidden from assistive
 * technology: the card's title says what the icon shows.
 *
 * @example <IconTile><MicIcon className="size-6" /></IconTile>
 */
export function IconTile({ tone = 'soft', className, ...props }: IconTileProps) {
  return (
    <span
      aria-hidden="true"
      data-tone={tone}
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-control',
        tone === 'soft'
          ? 'bg-primary-soft text-primary ring-1 ring-primary-tint/60'
          : 'bg-primary text-on-primary shadow-card',
        className,
      )}
      {...props}
    />
  )
}
