import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Props of {@link KookaburraMark}. */
export interface KookaburraMarkProps extends ComponentProps<'svg'> {
  /** Accessible name; leave out when text beside the mark already names it. */
  title?: string
}

/**
 * The brand mark: a stylised kookaburra head (brown crown and eye stripe, two-tone beak) on a
 * eucalyptus-green disc, drawn in SVG so it stays sharp at any size. Decorative (hidden from
 * screen readers) unless given a `title`.
 */
export function KookaburraMark({ title, className, ...props }: KookaburraMarkProps) {
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
      <circle cx="24" cy="24" r="24" fill="var(--color-primary)" />
      {/* Pale head and chest. */}
      <path
        d="M9 34c-1-11 5-20 15-20 6 0 10 4 10 10 0 9-6 15-14 17-5 1-10-2-11-7Z"
        fill="var(--color-surface)"
      />
      {/* Brown crown and back. */}
      <path
        d="M9 34c-2-12 5-21 15-21 5 0 8 2 10 5-6-2-14 0-18 5-3 3-5 7-7 11Z"
        fill="var(--color-accent-ink)"
      />
      {/* The dark eye stripe that makes a kookaburra. */}
      <path
        d="M16 25c4-3 9-4 14-3"
        stroke="var(--color-accent-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="26" cy="23.5" r="1.9" fill="var(--color-ink)" />
      {/* The big two-tone beak. */}
      <path d="M31 21.5 45 25.5 32 26.5Z" fill="var(--color-ink)" />
      <path d="M32 26.5 43 26.5 32 30.5Z" fill="var(--color-accent)" />
    </svg>
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
