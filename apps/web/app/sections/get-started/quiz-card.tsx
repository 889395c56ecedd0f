import type { GetStartedPage } from '@org/content'
import { ListChecksIcon } from 'lucide-react'
import { ActionLink } from '../../actions/action-link'

const headingId = 'get-started-quiz-title'

/** The free AI audit quiz, over the hero picture: an external quiz that opens in a new tab. */
export function QuizCard({ quiz }: { quiz: GetStartedPage['auditQuiz'] }) {
  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-6 shadow-raised"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-ink"
        >
          <ListChecksIcon strokeWidth={2} className="size-5" />
        </span>
        <h2 id={headingId} className="pt-1 text-lg font-bold leading-snug">
          {quiz.heading}
        </h2>
      </div>
      {quiz.intro ? <p className="text-sm text-ink-muted">{quiz.intro}</p> : null}
      <ActionLink action={quiz.cta.action} className="w-fit">
        {quiz.cta.label}
      </ActionLink>
    </aside>
  )
}
