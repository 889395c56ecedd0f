import type { Cta } from '@org/content'
import { Hero } from '@org/ui'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ActionButton } from '../../actions/action-link'
import { HeroImage, type HeroPicture } from '../hero-image'

/** A call to action from content, with an optional icon before its label. */
export type IconCta = Cta & { icon?: LucideIcon }

/** Props of {@link OfferHero}. */
export interface OfferHeroProps {
  /** The `h1`'s id. */
  headingId: string
  eyebrow?: ReactNode
  heading: string
  intro?: ReactNode
  /** The one primary action. */
  primary: IconCta
  secondary?: IconCta
  highlights?: readonly ReactNode[]
  /** A card over the picture's lower corner: a price, an offer or the audit quiz. */
  aside?: ReactNode
  picture: HeroPicture
}

/** A hero button: the content's action with its icon. */
function HeroButton({ cta, variant }: { cta: IconCta; variant: 'primary' | 'secondary' }) {
  const Icon = cta.icon
  return (
    <ActionButton
      action={cta.action}
      size="lg"
      variant={variant}
      className={variant === 'primary' ? 'shadow-card' : 'bg-surface-raised/70'}
    >
      {Icon ? <Icon aria-hidden="true" strokeWidth={2} className="size-5" /> : null}
      {cta.label}
    </ActionButton>
  )
}

/**
 * The top of an offer page: `@org/ui`'s Hero with the page's own illustration and its actions.
 */
export function OfferHero({
  headingId,
  heading,
  intro,
  picture,
  primary,
  secondary,
  ...props
}: OfferHeroProps) {
  return (
    <Hero
      headingId={headingId}
      headline={heading}
      description={intro}
      primaryAction={<HeroButton cta={primary} variant="primary" />}
      secondaryAction={secondary ? <HeroButton cta={secondary} variant="secondary" /> : undefined}
      illustration={<HeroImage picture={picture} />}
      {...props}
    />
  )
}
