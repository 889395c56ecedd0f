import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListChecksIcon, MicIcon } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './button'
import { Card, CardDescription, CardTitle } from './card'
import { ExternalLink } from './external-link'
import { Hero } from './hero'
import { AnsweredCallIllustration } from './illustrations'
import { expectNewTab } from './site-link.stories.helpers'

// Sample copy from the home page record, so reviewers judge what visitors will read.
const booking = 'https://example.com/kookaburra-ai/events'
const quiz = 'https://example.com/kookaburra-ai/quiz-assistant'
const talkToAgent = fn()

function QuizCard() {
  return (
    <Card className="gap-3 shadow-raised">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-control bg-accent-soft text-accent-ink"
        >
          <ListChecksIcon strokeWidth={2} className="size-5" />
        </span>
        <CardTitle as="h2">Not sure what to automate first?</CardTitle>
      </div>
      <CardDescription>
        Answer a few quick questions and our quiz assistant points you to the jobs AI can take off
        your plate this month.
      </CardDescription>
      <ExternalLink href={quiz} className="self-start">
        Take the AI quiz
      </ExternalLink>
    </Card>
  )
}

const meta = {
  title: 'Site/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: '2x Award Winner · 100+ businesses automated',
    headline: (
      <>
        AI that answers, books and follows up while you run your <em>business</em>
      </>
    ),
    description:
      'We build AI voice agents and automations for Australian small businesses. You never touch code: we set it up, connect it to your tools and look after it.',
    primaryAction: (
      <Button size="lg" onClick={talkToAgent}>
        <MicIcon aria-hidden="true" strokeWidth={2} className="size-5" />
        Talk To Agent
      </Button>
    ),
    secondaryAction: (
      <ExternalLink href={booking} variant="secondary" size="lg">
        Book Strategy Call
      </ExternalLink>
    ),
    highlights: ['Live in 1-3 weeks', 'No technical skills needed', 'Free 30-minute strategy call'],
    aside: <QuizCard />,
    illustration: <AnsweredCallIllustration />,
  },
  beforeEach: () => {
    talkToAgent.mockClear()
  },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

/** The home page hero: one h1, both actions, the reassurances and the quiz card. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent(
      'AI that answers, books and follows up while you run your business',
    )
    await expect(canvas.getByRole('region', { name: heading.textContent ?? '' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Talk To Agent' }))
    await expect(talkToAgent).toHaveBeenCalledTimes(1)
    await expectNewTab(canvas.getByRole('link', { name: /Book Strategy Call/ }), booking)
    await expectNewTab(canvas.getByRole('link', { name: /Take the AI quiz/ }), quiz)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)

    // The picture is decoration: hidden from assistive technology, drawn at a useful size.
    const picture = canvasElement.querySelector('svg[viewBox="0 0 560 520"]') as SVGElement
    await expect(picture).toHaveAttribute('aria-hidden', 'true')
    await expect(picture.getBoundingClientRect().width).toBeGreaterThan(300)
  },
}

/** The primary action comes first and is the biggest target; on phones both span the width. */
export const ActionsLayout: Story = {
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Talk To Agent' })
    const secondary = canvas.getByRole('link', { name: /Book Strategy Call/ })
    const a = primary.getBoundingClientRect()
    const b = secondary.getBoundingClientRect()
    await expect(a.height).toBeGreaterThanOrEqual(44)
    if (window.innerWidth < 640) {
      await expect(a.top).toBeLessThan(b.top)
      await expect(Math.round(a.width)).toBe(Math.round(b.width))
    } else {
      await expect(a.left).toBeLessThan(b.left)
      await expect(Math.round(a.top)).toBe(Math.round(b.top))
    }
  },
}

/** A content page's hero: no eyebrow, no card; the picture alone beside the text. */
export const Page: Story = {
  args: {
    eyebrow: undefined,
    headline: 'AI voice agents that answer every call, 24/7',
    description:
      'Pick a plan that fits your call volume. We build, connect and look after your agent; you keep running your business.',
    highlights: [],
    aside: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /answer every call/ })).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}

/** Further down a page: an h2, a given id, no picture. */
export const SectionHeading: Story = {
  args: {
    headingLevel: 2,
    headingId: 'coaching-hero',
    illustration: undefined,
    aside: undefined,
    eyebrow: 'Automate to Dominate',
    headline: 'Twelve weeks to an automated business',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /Twelve weeks/ })
    await expect(heading).toHaveAttribute('id', 'coaching-hero')
    await expect(canvasElement.querySelector('section')).toHaveAttribute(
      'aria-labelledby',
      'coaching-hero',
    )
    await expect(canvasElement.querySelector('svg[viewBox="0 0 560 520"]')).toBeNull()
  },
}
