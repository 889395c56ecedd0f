import { Deferred } from '@org/ui'
import { PhoneIcon } from 'lucide-react'
import { useLoaderData } from 'react-router-dom'
import type { loader } from '../routes/get-started'
import { Faq } from '../sections/faq'
import { ChecklistSection } from '../sections/offers/checklist-section'
import { ClosingBand } from '../sections/offers/closing-band'
import { OfferHero } from '../sections/offers/offer-hero'
import { StepsSection } from '../sections/offers/steps-section'
import { QuizCard } from '../sections/quiz-card'

/**
 * For owners who do not know where to begin: call or book a free strategy call, the three-step
 * journey, what AI can do, common questions and the free AI audit quiz.
 */
export default function GetStartedPage() {
  const loaderData = useLoaderData<typeof loader>()
  const { hero, faq, journey, capabilities, closing, auditQuiz } = loaderData.page
  const call = { ...hero.call, icon: PhoneIcon }
  return (
    <>
      <OfferHero
        headingId="get-started-title"
        eyebrow={hero.proof}
        heading={hero.heading}
        intro={hero.intro}
        picture={hero.picture}
        primary={hero.book}
        secondary={call}
        aside={
          <QuizCard
            id="get-started-quiz-title"
            heading={auditQuiz.heading}
            intro={auditQuiz.intro}
            cta={auditQuiz.cta}
          />
        }
      />
      <StepsSection id="get-started-journey-title" heading={journey} steps={journey.steps} />
      <ChecklistSection id="get-started-capabilities-title" section={capabilities} />
      <Deferred part={Faq} id="get-started-faq-title" faq={faq} tone="muted" firstOpen />
      <ClosingBand
        id="get-started-closing-title"
        heading={closing.heading}
        intro={closing.intro}
        ctas={[closing.book, { ...closing.call, icon: PhoneIcon }]}
      />
    </>
  )
}
