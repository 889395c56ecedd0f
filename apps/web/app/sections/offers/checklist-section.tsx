import type { Heading } from '@org/content'
import { FeatureList } from '@org/ui'
import type { HeroPicture } from '../hero-image'
import { Panel } from './panel'
import { SectionPicture, TitledSection } from './titled-section'

/** Props of {@link ChecklistSection}. */
export interface ChecklistSectionProps {
  id: string
  section: Heading & { items: readonly string[] }
  /** The illustration under the heading, from 768 px. */
  picture: HeroPicture
  tone?: 'default' | 'muted'
}

/**
 * A ticked list in two columns on a raised panel, beside its heading and a picture of the same
 * idea: what a member gets, what AI can do.
 */
export function ChecklistSection({ id, section, picture, tone }: ChecklistSectionProps) {
  return (
    <TitledSection
      id={id}
      heading={section}
      tone={tone}
      layout="split"
      aside={<SectionPicture {...picture} />}
    >
      <Panel>
        {/* Two columns only where the split layout leaves them room: from 1024 px. */}
        <FeatureList
          items={section.items}
          columns={2}
          className="md:grid-cols-1 md:gap-y-5 lg:grid-cols-2"
        />
      </Panel>
    </TitledSection>
  )
}
