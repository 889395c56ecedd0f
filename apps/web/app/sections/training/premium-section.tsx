import type { TrainingPage } from '@org/content'
import { Section } from '@org/ui'
import { CheckIcon, SparklesIcon } from 'lucide-react'
import { ActionButton } from '../../actions/action-link'
import { onDark } from '../offers/on-dark'

const headingId = 'training-premium-title'

/**
 * The premium coaching card: what the group coaching membership is and gives, beside its price
 * ($69 a week, billed $297 monthly) and the note that says the price buys the ongoing membership,
 * not the 12-week programme.
 */
export function PremiumSection({ premium }: { premium: TrainingPage['premium'] }) {
  return (
    <Section aria-labelledby={headingId}>
      <article className="relative isolate grid overflow-hidden rounded-[1.5rem] bg-ink text-white shadow-raised md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="glow-3xl absolute -top-32 -left-24 size-96 text-primary/60" />
          <div className="glow-3xl absolute -right-24 -bottom-40 size-96 text-primary/30" />
        </div>
        <div className="flex flex-col gap-5 p-6 py-10 md:p-12">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
            <SparklesIcon aria-hidden="true" strokeWidth={2} className="size-4" />
            {premium.badge}
          </p>
          <h2 id={headingId} className="text-2xl font-extrabold text-white">
            {premium.title}
          </h2>
          <p className="text-lg text-white/80">{premium.description}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {premium.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-ink">
                  <CheckIcon aria-hidden="true" strokeWidth={3} className="size-3" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-5 border-t border-white/10 bg-white/[0.04] p-6 py-10 md:border-t-0 md:border-l md:p-12">
          <p className="flex flex-col gap-1">
            <span className="flex items-baseline gap-2">
              <span className="text-2xl font-extrabold text-white md:text-[3rem] md:leading-none">
                {premium.amount}
              </span>
              <span className="text-lg font-semibold text-white/85">{premium.period}</span>
            </span>
            <span className="text-sm font-semibold text-accent">{premium.billing}</span>
          </p>
          <p className="text-sm text-white/75">{premium.priceNote}</p>
          <ActionButton
            action={premium.cta.action}
            size="lg"
            className={`${onDark.primary} w-full`}
          >
            {premium.cta.label}
          </ActionButton>
        </div>
      </article>
    </Section>
  )
}
