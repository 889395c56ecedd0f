import type { ReactNode } from 'react'

/** One part of the page (the privacy policy, the terms): an `h2` and its clauses as `h3`s. */
export function LegalPart({
  id,
  heading,
  clauses,
}: {
  id: string
  heading: string
  clauses: readonly { id: string; heading: string; body: ReactNode }[]
}) {
  return (
    <section aria-labelledby={id} className="prose max-w-none">
      <h2 id={id} className="mt-0 border-b border-border pb-4">
        {heading}
      </h2>
      {clauses.map((clause) => (
        <div key={clause.id}>
          <h3 id={clause.id}>{clause.heading}</h3>
          {clause.body}
        </div>
      ))}
    </section>
  )
}
