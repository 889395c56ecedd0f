import { pageTitle, site } from '@org/content'
import { Button } from '@org/ui'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('AI Voice Agents & Automation for Australian Business') },
  {
    name: 'description',
    content:
      'AI voice agents, chatbots and automation for Australian small businesses. No technical skill needed.',
  },
]

export default function Home() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-16 md:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{site.brand}</p>
      <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
        AI that answers every call, 24/7
      </h1>
      <p className="text-lg text-ink-muted">
        Voice agents, chatbots and automation for Australian small businesses. No technical skill
        needed.
      </p>
      <div className="flex flex-wrap gap-4">
        <Button asChild size="lg">
          <a href={site.phone.href}>Call {site.phone.display}</a>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <a href={`mailto:${site.email}`}>Email us</a>
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{site.hours.display}</p>
    </main>
  )
}
