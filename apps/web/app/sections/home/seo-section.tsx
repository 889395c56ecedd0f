import type { HomeLazy } from '@org/content'
import { Container } from '@org/ui'
import { RichText } from '../../shell/rich-text'

const titleId = 'home-seo-title'

/** Props of {@link SeoSection}. */
export interface SeoSectionProps {
  seo: HomeLazy['seo']
}

/**
 * The plain-words summary of what we do and where, with links into the rest of the site: quiet,
 * in two columns on wide screens, for the visitor who reads to the end and for search engines.
 */
export function SeoSection({ seo }: SeoSectionProps) {
  return (
    <section aria-labelledby={titleId} className="bg-surface py-section">
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] md:gap-14">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {seo.heading}
        </h2>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 text-ink-muted lg:grid-cols-2 lg:gap-10">
          {seo.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
      </Container>
    </section>
  )
}
