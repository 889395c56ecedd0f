import { useEffect, useState } from 'react'
import { pageRecipes, typeScale, weights } from './tokens'

/** The typeface's file, as the browser fetched it: its name and size on the wire. */
function useFontFile() {
  const [file, setFile] = useState<{ name: string; kB: string } | null>(null)
  useEffect(() => {
    let cancelled = false
    document.fonts.ready.then(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e): e is PerformanceResourceTiming => e.name.includes('.woff2'))
      if (cancelled || !entry) return
      const name = entry.name.split('/').pop()?.split('?')[0] ?? ''
      setFile({ name, kB: (entry.encodedBodySize / 1024).toFixed(1) })
    })
    return () => {
      cancelled = true
    }
  }, [])
  return file
}

/** The typeface: its name, weights, and the one file a page loads. */
export function Typeface() {
  const file = useFontFile()
  return (
    <div className="grid gap-8 rounded-card bg-surface-raised p-6 shadow-card md:grid-cols-[auto_1fr] md:items-center md:gap-12 md:p-10">
      <p aria-hidden="true" className="text-display font-extrabold text-primary">
        Aa
      </p>
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-2xl font-bold">Plus Jakarta Sans</p>
          <p className="text-ink-muted">
            One variable family, weights 400 to 800, self-hosted: the Latin subset in one woff2
            file, shown with <code>font-display: optional</code>.
          </p>
          {file ? (
            <p className="mt-1 text-sm text-ink-muted" data-font-file={file.name}>
              <code>{file.name}</code> · {file.kB} kB
            </p>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {weights.map(({ weight, use }) => (
            <li key={weight} className="flex flex-col">
              <span className="text-lg" style={{ fontWeight: weight }}>
                Answers every call
              </span>
              <span className="text-sm text-ink-muted">
                {weight} · {use}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Each step of the scale with its range, what it is for, and its size as measured right now. */
export function TypeScale() {
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col">
        {[...typeScale].reverse().map(({ step, className, min, max, use }) => (
          <li
            key={step}
            className="grid gap-2 border-b border-border py-5 md:grid-cols-[11rem_1fr] md:items-baseline md:gap-8"
          >
            <div className="flex flex-col text-sm">
              <code className="font-semibold text-ink">{className}</code>
              <span className="text-ink-muted">
                {min === max ? `${min} px` : `${min} → ${max} px`} · {use}
              </span>
              <TypeMeasure className={className} />
            </div>
            <span
              className={`${className} min-w-0 font-bold [overflow-wrap:anywhere]`}
              data-type-sample={className}
            >
              Answers every call, 24/7
            </span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        {pageRecipes.map(({ page, steps }) => (
          <div key={page} className="rounded-card bg-muted p-5">
            <p className="font-semibold">{page}</p>
            <p className="text-sm text-ink-muted">
              Five sizes: {steps.map((step) => `text-${step}`).join(' · ')}
            </p>
          </div>
        ))}
      </div>
    </div>
  )
}

/** A sample's computed size, line height and tracking on this screen, measured from the page. */
function TypeMeasure({ className }: { className: string }) {
  const [measure, setMeasure] = useState('')
  useEffect(() => {
    const sample = document.querySelector(`[data-type-sample="${className}"]`)
    if (!sample) return
    const update = () => {
      const style = getComputedStyle(sample)
      const size = Number.parseFloat(style.fontSize)
      const tracking = Number.parseFloat(style.letterSpacing) / size || 0
      setMeasure(
        `${Math.round(size * 10) / 10} px / ${(Number.parseFloat(style.lineHeight) / size).toFixed(2)}` +
          (tracking ? ` · ${tracking.toFixed(3)} em` : ''),
      )
    }
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [className])
  return (
    <span className="text-ink-muted" data-measure={className}>
      Now: {measure}
    </span>
  )
}

/** A passage of article prose, so the `prose` styles are reviewed on real elements. */
export function ProseSample() {
  return (
    <article className="prose max-w-reading rounded-card bg-surface-raised p-6 shadow-card md:p-10">
      <p>
        Most small businesses miss one call in four after hours. An AI voice agent answers{' '}
        <a href="#prose">every call, 24/7</a>, books the job and sends you a summary before you are
        off the tools.
      </p>
      <h2>Where the hours go</h2>
      <p>
        We mapped a week at a plumbing business. <strong>Eleven hours</strong> went on the phone,
        quotes and follow-ups: work an agent does while you are on site.
      </p>
      <ul>
        <li>Answering the phone between jobs</li>
        <li>Chasing quotes that went quiet</li>
        <li>
          Booking and re-booking, with <code>reminders</code> by text
        </li>
      </ul>
      <h3>Three jobs to hand over first</h3>
      <ol>
        <li>After-hours calls</li>
        <li>Quote follow-ups</li>
        <li>Appointment reminders</li>
      </ol>
      <blockquote>
        <p>
          We stopped missing calls in the first week. The agent books straight into my calendar.
        </p>
        <cite>Sam Nguyen, Nguyen Electrical</cite>
      </blockquote>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must be able to scroll a wide table (WCAG 2.1.1) */}
      <section className="table-scroll" aria-label="Hours saved a week" tabIndex={0}>
        <table>
          <caption>Hours saved a week</caption>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Calls</th>
              <td>6 h</td>
              <td>0.5 h</td>
            </tr>
            <tr>
              <th scope="row">Quotes</th>
              <td>3 h</td>
              <td>1 h</td>
            </tr>
          </tbody>
        </table>
      </section>
      <figure>
        <pre>
          <code>{'Agent: G’day, Blake Plumbing. How can I help?'}</code>
        </pre>
        <figcaption>The agent’s first line, set by you.</figcaption>
      </figure>
    </article>
  )
}
