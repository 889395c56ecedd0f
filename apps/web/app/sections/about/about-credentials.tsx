import type { AboutPage } from '@org/content'
import { IconTile, Section } from '@org/ui'
import { ContentIcon } from '../../icons/content-icon'
import { RichText } from '../../shell/rich-text'

/** Three credentials, each a card with its icon: why an owner can trust the advice. */
export function AboutCredentials({
  heading,
  credentials,
}: {
  heading: string
  credentials: AboutPage['credentials']
}) {
  return (
    <Section tone="muted" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" className="max-w-2xl text-2xl font-bold text-balance text-ink">
        {heading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {credentials.map((credential, index) => {
          return (
            <li
              key={credential.title}
              className="relative flex flex-col gap-4 overflow-hidden rounded-card bg-surface-raised p-6 shadow-card md:p-8"
            >
              <span
                aria-hidden="true"
                className="absolute top-5 right-6 text-4xl font-extrabold text-primary-line tabular-nums"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <IconTile tone="solid">
                <ContentIcon name={credential.icon} className="size-6" />
              </IconTile>
              <h3 className="text-lg font-bold text-ink">{credential.title}</h3>
              <p className="text-ink-muted">
                <RichText text={credential.description} />
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
