import { type ComponentProps, useId } from 'react'
import { cn } from './cn'

/** Props of {@link KookaburraMark}. */
export interface KookaburraMarkProps extends ComponentProps<'svg'> {
  /** Accessible name; leave out when text beside the mark already names it. */
  title?: string
}

/**
 * Theme colours for drawings, as CSS variables with fallbacks, so the mark and the hero picture
 * also draw correctly outside a themed page (a favicon, an email).
 */
export const drawingColours = {
  ink: 'var(--color-ink, #16202b)',
  inkMuted: 'var(--color-ink-muted, #4a5563)',
  cream: 'var(--color-surface, #fbf8f3)',
  white: 'var(--color-surface-raised, #ffffff)',
  border: 'var(--color-border, #e2d9ca)',
  primary: 'var(--color-primary, #1d5e4b)',
  primaryLine: 'var(--color-primary-line, #4f8a76)',
  primaryTint: 'var(--color-primary-tint, #b5d3c6)',
  primarySoft: 'var(--color-primary-soft, #e3efe9)',
  gold: 'var(--color-accent, #e9b23c)',
  goldSoft: 'var(--color-accent-soft, #fbefd3)',
  goldInk: 'var(--color-accent-ink, #7a4f00)',
} as const

/**
 * The mark's own browns. A kookaburra is read by its brown crown and the dark stripe through its
 * eye; the theme has no brown, so the mark carries them.
 */
const crown = '#8a5a24'
const eyeStripe = '#3b2410'
const { primary, cream, ink, gold } = drawingColours

/**
 * The brand mark: a laughing kookaburra in profile on a eucalyptus-green tile, two gold sound arcs
 * above its open bill. It is drawn from a few large shapes (cream head, brown crown, dark eye
 * stripe, white eye, dark upper and gold lower bill) so it still reads at 24 px. Decorative
 * (hidden from screen readers) unless given a `title`.
 *
 * @example <KookaburraMark title="Kookaburra AI" className="size-16" />
 */
export function KookaburraMark({ title, className, ...props }: KookaburraMarkProps) {
  // Two marks on one page must not share a clip path id.
  const clipId = `kookaburra-tile-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={cn('size-10 shrink-0', className)}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <defs>
        <clipPath id={clipId}>
          <rect width="48" height="48" rx="12" />
        </clipPath>
      </defs>
      <rect width="48" height="48" rx="12" fill={primary} />
      <g clipPath={`url(#${clipId})`}>
        {/* Its laugh: the voice the company sells. */}
        <path
          d="M36.5 8.5a10 10 0 0 1 5.5 6.5M38.5 3.5a15 15 0 0 1 8 10"
          fill="none"
          stroke={gold}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <KookaburraFigure />
      </g>
    </svg>
  )
}

/**
 * The bird alone, on the mark's 48-unit grid (head centred near 19.5, 22, bill to the right edge):
 * shared by the mark and the hero illustration, which scales it into its orb.
 */
export function KookaburraFigure() {
  return (
    <>
      {/* Brown back, then the cream chest. */}
      <path d="M2 49C2 40 6 33 12 30C11.5 37 13.5 43 17 49Z" fill={crown} />
      <path d="M10 30C10.5 37 13 43 16.5 49H35C34 41 31 35.5 27.5 31.5Z" fill={cream} />
      {/* The open bill, drawn before the head so it grows out of the face. */}
      <path d="M26 17.6C33 17.2 40.5 18.6 46 21.8C40.5 23.4 34 24.1 27 24.4Z" fill={ink} />
      <path d="M27 25.9C32.5 25.9 38 27 42.5 29.4C37.5 31 32.5 31.4 27 30.6Z" fill={gold} />
      <circle cx="19.5" cy="22" r="12.5" fill={cream} />
      {/* Crown with the ragged crest. */}
      <path
        d="M7.2 24.5C5.8 21 5.2 17.5 5.8 14.2C6.9 14.9 8 15.1 9.2 14.6C9.6 12.4 11.2 10.4 13.4 9.4C13.8 9.9 14.4 10.1 15.2 10C16.6 9.6 18.1 9.5 19.5 9.5C25 9.5 29 12.5 31 16.5C26 14.5 20.5 15 16 17.5C12.5 19.5 9.5 22 7.2 24.5Z"
        fill={crown}
      />
      <path
        d="M31.8 19C23.5 18.2 14.5 20.8 7.6 27.4L8.6 30.2C14.8 25.2 22 23.3 31.6 23.8Z"
        fill={eyeStripe}
      />
      <circle cx="24.2" cy="20.9" r="2.7" fill={cream} />
      <circle cx="24.6" cy="20.9" r="1.5" fill={ink} />
    </>
  )
}

/** Props of {@link Logo}. */
export interface LogoProps extends ComponentProps<'span'> {
  /** The brand name beside the mark, e.g. "Kookaburra AI". */
  text: string
  /** A short line under the name, e.g. "AI for Aussie business". */
  tagline?: string
  /** Hides the text visually (still read by screen readers), for tight headers. */
  textHidden?: boolean
}

/**
 * The mark and the brand name. Put it inside a home link: the text names the link, and the mark
 * is decoration.
 *
 * @example <a href="/"><Logo text="Kookaburra AI" /></a>
 */
export function Logo({ text, tagline, textHidden = false, className, ...props }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-3 text-ink', className)} {...props}>
      <KookaburraMark />
      <span className={cn('flex flex-col leading-tight', textHidden && 'sr-only')}>
        <span className="text-lg font-bold tracking-tight">{text}</span>
        {tagline ? <span className="text-sm text-ink-muted">{tagline}</span> : null}
      </span>
    </span>
  )
}
