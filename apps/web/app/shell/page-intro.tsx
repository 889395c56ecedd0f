import type { RichText as RichTextValue } from '@org/content'
import { Container } from '@org/ui'
import type { ReactNode } from 'react'
import { RichText } from './rich-text'

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  eyebrow?: string
  /** The page's one `h1`. */
  heading: string
  intro?: RichTextValue
  /** Calls to action under the intro. */
  children?: ReactNode
}

/** The opening of a page: its one `h1` and intro, from the page's content record. */
export function PageIntro({ eyebrow, heading, intro, children }: PageIntroProps) {
  return (
    <Container className="flex flex-col gap-5 py-16 md:py-24">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance">{heading}</h1>
      {intro ? (
        <p className="max-w-2xl text-lg text-ink-muted">
          <RichText text={intro} />
        </p>
      ) : null}
      {children ? <div className="flex flex-wrap gap-4">{children}</div> : null}
    </Container>
  )
}
