import type { HomeLazy } from '@org/content'
import { Section } from '@org/ui'
import { SectionHeading } from './section-heading'

const titleId = 'home-contact-title'

/**
 * The `#contact` slot's heading and intro, shown until the contact form's own section takes the
 * slot.
 */
export function GetInTouch({ content }: { content: HomeLazy['contact'] }) {
  return (
    <Section
      id={content.anchor}
      tone="muted"
      aria-labelledby={titleId}
      className="scroll-mt-16 md:scroll-mt-18"
    >
      <SectionHeading
        id={titleId}
        eyebrow={content.eyebrow}
        heading={content.heading}
        intro={content.intro}
      />
    </Section>
  )
}
