import { cn } from '@org/ui'
import { ContentIcon, type IconSet } from './content-icon'

/** Props of {@link IconTile}. */
export interface IconTileProps {
  name: string
  icons: IconSet
  /** `soft` is a mint tile with a green icon; `solid` a green tile with a white one. */
  tone?: 'soft' | 'solid'
  className?: string
}

/** A card's icon on its rounded tile: the mark that opens every card of the offer pages. */
export function IconTile({ name, icons, tone = 'soft', className }: IconTileProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-control',
        tone === 'soft'
          ? 'bg-primary-soft text-primary ring-1 ring-primary-tint/60'
          : 'bg-primary text-on-primary shadow-card',
        className,
      )}
    >
      <ContentIcon name={name} icons={icons} className="size-6" />
    </span>
  )
}
