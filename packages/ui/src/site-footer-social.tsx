import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { GlobeIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** One social profile: the network's name and the profile's address. */
export interface SocialProfile {
  /** e.g. "LinkedIn"; picks the glyph and names the link. */
  network: string
  /** The profile's full address. */
  href: string
}

/** Props of {@link SocialLinks}. */
export interface SocialLinksProps {
  profiles: readonly SocialProfile[]
  /** The accessible name of one link, e.g. `network => 'Kookaburra AI on ' + network`. */
  label: (network: string) => string
  /** Read after each name: new tabs should not surprise anyone. */
  newTabHint: string
  className?: string
}

/**
 * A row of round icon links to the company's social profiles. Each opens in a new tab with
 * `rel="noopener noreferrer"` and is named in words, since the glyph alone says nothing to a
 * screen reader. Networks without a glyph get a globe.
 */
export function SocialLinks({ profiles, label, newTabHint, className }: SocialLinksProps) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {profiles.map((profile) => (
        <li key={profile.href}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'flex size-11 items-center justify-center rounded-full border border-surface/15 text-surface/80',
              'transition-colors duration-150 hover:border-surface/40 hover:bg-surface/10 hover:text-surface',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
              'motion-reduce:transition-none',
            )}
          >
            <NetworkGlyph network={profile.network} />
            <VisuallyHidden>
              {label(profile.network)} {newTabHint}
            </VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Our own simplified glyphs of the networks' marks, drawn on a 24 px grid. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      {children}
    </svg>
  )
}

/** The network's glyph, or a globe for a network without one. */
function NetworkGlyph({ network }: { network: string }) {
  switch (network.toLowerCase()) {
    case 'linkedin':
      return (
        <Glyph>
          <circle cx="5.6" cy="5.6" r="1.9" />
          <rect x="4" y="9.4" width="3.2" height="10.6" rx="0.5" />
          <path d="M10 9.4h3v1.6c.7-1.2 2-1.9 3.6-1.9 2.7 0 3.9 1.7 3.9 4.6V20h-3.2v-5.6c0-1.5-.5-2.5-1.9-2.5s-2.2 1-2.2 2.6V20H10Z" />
        </Glyph>
      )
    case 'facebook':
      return (
        <Glyph>
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21Z" />
        </Glyph>
      )
    case 'instagram':
      return (
        <Glyph>
          <rect
            x="3.5"
            y="3.5"
            width="17"
            height="17"
            rx="5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.2" cy="6.8" r="1.2" />
        </Glyph>
      )
    case 'youtube':
      return (
        <Glyph>
          <path
            fillRule="evenodd"
            d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
          />
        </Glyph>
      )
    default:
      return <GlobeIcon aria-hidden="true" strokeWidth={2} className="size-5" />
  }
}
