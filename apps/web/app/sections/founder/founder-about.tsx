import type { FounderPage } from '@org/content'
import { Section } from '@org/ui'
import { ActionLink } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'

/** The founder's story in a reading column, and a link to their own site (new tab). */
export function FounderAbout({
  about,
  website,
}: {
  about: FounderPage['about']
  website: FounderPage['website']
}) {
  return (
    <Section aria-labelledby="founder-about-heading" width="reading">
      <h2 id="founder-about-heading" className="text-2xl font-bold text-ink">
        {about.heading}
      </h2>
      <div className="mt-6 flex flex-col gap-5 text-lg text-ink-muted">
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} />
          </p>
        ))}
      </div>
      <p className="mt-8">
        <ActionLink action={website.action}>{website.label}</ActionLink>
      </p>
    </Section>
  )
}
