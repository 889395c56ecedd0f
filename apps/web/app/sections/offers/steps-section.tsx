import type { Heading } from '@org/content'
import { Steps } from '@org/ui'
import { Panel } from './panel'
import { TitledSection } from './titled-section'

/** Props of {@link StepsSection}. */
export interface StepsSectionProps {
  id: string
  heading: Heading
  steps: readonly { title: string; description: string }[]
  tone?: 'default' | 'muted'
  layout?: 'stacked' | 'split'
}

/** Numbered steps on a raised panel: how to get started, the two-step how-to, the journey. */
export function StepsSection({ id, heading, steps, tone = 'muted', layout }: StepsSectionProps) {
  return (
    <TitledSection id={id} heading={heading} tone={tone} layout={layout}>
      <Panel>
        <Steps items={steps} />
      </Panel>
    </TitledSection>
  )
}
