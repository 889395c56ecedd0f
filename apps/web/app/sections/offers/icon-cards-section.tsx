import type { FeatureCard, Heading } from '@org/content'
import { IconCardGrid, type IconCardGridProps } from './icon-card-grid'
import { TitledSection } from './titled-section'

/** Props of {@link IconCardsSection}. */
export interface IconCardsSectionProps extends Pick<IconCardGridProps, 'columns' | 'numbered'> {
  id: string
  section: Heading & { items: readonly FeatureCard[] }
  tone?: 'default' | 'muted'
}

/** A section of icon cards under a centred heading: benefits, lessons, the topics mastered. */
export function IconCardsSection({ id, section, tone, ...grid }: IconCardsSectionProps) {
  return (
    <TitledSection id={id} heading={section} tone={tone}>
      <IconCardGrid items={section.items} {...grid} />
    </TitledSection>
  )
}
