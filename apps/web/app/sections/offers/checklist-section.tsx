import type { Heading } from '@org/content'
import { FeatureList } from '@org/ui'
import { Panel } from './panel'
import { TitledSection } from './titled-section'

/** Props of {@link ChecklistSection}. */
export interface ChecklistSectionProps {
  id: string
  section: Heading & { items: readonly string[] }
  tone?: 'default' | 'muted'
}

/**
 * A ticked list in two columns on a raised panel beside its heading, which stays in view on wide
 * screens: what a member gets, what AI can do.
 */
export function ChecklistSection({ id, section, tone }: ChecklistSectionProps) {
  return (
    <TitledSection id={id} heading={section} tone={tone} layout="split" sticky>
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
