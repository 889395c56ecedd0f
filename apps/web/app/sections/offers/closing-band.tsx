import type { RichText as RichTextValue } from '@org/content'
import { Section } from '@org/ui'
import { ActionButton } from '../../actions/action-link'
import { RichText } from '../../shell/rich-text'
import type { IconCta } from './offer-hero'
import { onDark } from './on-dark'

/** Props of {@link ClosingBand}. */
export interface ClosingBandProps {
  /** The `h2`'s id. */
  id: string
  heading: string
  intro?: RichTextValue
  /** The surface around the panel: the opposite of the section before it. */
  tone?: 'default' | 'muted'
  /** The page's last calls to action: the first is the primary one. */
  ctas: readonly IconCta[]
}

/**
 * The call to action that closes an offer page: one deep eucalyptus panel with the last word and
 * the page's actions, and in its corner a gold voice inside the rings of its sound spreading out.
 */
export function ClosingBand({ id, heading, intro, tone, ctas }: ClosingBandProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <div className="relative isolate overflow-hidden rounded-[1.5rem] bg-primary px-6 py-12 text-on-primary shadow-raised md:px-16 md:py-16">
        <Backdrop />
        <div className="flex max-w-2xl flex-col gap-4">
          <h2 id={id} className="text-2xl font-extrabold text-white">
            {heading}
          </h2>
          {intro ? (
            <p className="text-lg text-white/85">
              <RichText text={intro} />
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
            {ctas.map(({ icon: Icon, ...cta }, index) => (
              <ActionButton
                key={cta.label}
                action={cta.action}
                size="lg"
                variant={index === 0 ? 'primary' : 'secondary'}
                className={index === 0 ? onDark.primary : onDark.secondary}
              >
                {Icon ? <Icon aria-hidden="true" strokeWidth={2} className="size-5" /> : null}
                {cta.label}
              </ActionButton>
            ))}
          </div>
        </div>
      </div>
    </Section>
  )
}

function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(90%_120%_at_100%_100%,#2f8068_0%,transparent_60%)]" />
      <div className="glow-3xl absolute -top-24 -left-24 size-72 text-[#12402f]" />
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="absolute -right-24 -bottom-32 hidden size-[28rem] md:block"
        fill="none"
      >
        {[50, 90, 130, 170].map((r, index) => (
          <circle
            key={r}
            cx="200"
            cy="200"
            r={r}
            stroke="#ffffff"
            strokeOpacity={0.22 - index * 0.04}
            strokeWidth="1.5"
          />
        ))}
        <g stroke="#e9b23c" strokeWidth="9" strokeLinecap="round">
          {[20, 44, 64, 36, 52, 24].map((height, index) => (
            <path key={height} d={`M${155 + index * 18} ${200 - height / 2}v${height}`} />
          ))}
        </g>
      </svg>
    </div>
  )
}
