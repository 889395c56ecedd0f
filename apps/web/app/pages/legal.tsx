import { Container } from '@org/ui'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/legal'
import { LegalContact } from '../sections/legal/legal-contact'
import { LegalContents, type LegalContentsPart } from '../sections/legal/legal-contents'
import { LegalHeader } from '../sections/legal/legal-header'
import { LegalPart } from '../sections/legal/legal-part'
import { RichText } from '../shell/rich-text'

/** Anchors of the page's two parts. */
const privacyId = 'privacy-policy'
const termsId = 'terms-of-service'

/** The privacy policy and the terms of service, long-form, with a table of contents. */
export default function LegalPage() {
  const loaderData = useLoaderData<typeof loader>()
  const page = loaderData.page
  const privacy = page.privacy.map((section) => ({
    id: section.id,
    heading: section.heading,
    body: section.paragraphs.map((paragraph) => (
      <p key={paragraph}>
        <RichText text={paragraph} />
      </p>
    )),
  }))
  const terms = page.terms.items.map((item) => ({
    id: item.id,
    heading: item.title,
    body: <p>{item.text}</p>,
  }))
  const contents: LegalContentsPart[] = [
    {
      id: privacyId,
      label: page.privacyHeading,
      items: privacy.map(({ id, heading }) => ({ id, label: heading })),
    },
    {
      id: termsId,
      label: page.terms.heading,
      items: terms.map(({ id, heading }) => ({ id, label: heading })),
    },
  ]
  return (
    <>
      <LegalHeader
        heading={page.heading}
        lastUpdated={page.lastUpdated}
        lastUpdatedLabel={page.lastUpdatedLabel}
        intro={page.intro}
      />
      <Container className="grid gap-10 py-section md:py-section-lg lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <div>
          <LegalContents heading={page.contentsHeading} parts={contents} />
        </div>
        <div className="flex max-w-reading min-w-0 flex-col gap-16">
          <LegalPart id={privacyId} heading={page.privacyHeading} clauses={privacy} />
          <LegalPart id={termsId} heading={page.terms.heading} clauses={terms} />
          <LegalContact contact={page.contact} />
        </div>
      </Container>
    </>
  )
}
