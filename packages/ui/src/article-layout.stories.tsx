import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ArticleLayout } from './article-layout'
import { ExternalLink } from './external-link'
import { AnsweredCallIllustration } from './illustrations'
import { KookaburraMark } from './logo'
import { expectNewTab, navigated, RouterLink } from './site-link.stories.helpers'

// Copy from the voice AI article, so reviewers read the page as visitors will.
const booking = 'https://example.com/kookaburra-ai/events'
const related = [
  {
    title: 'Measuring AI ROI: The Numbers That Matter',
    href: '/blog/ai-roi-measurement',
    category: 'Strategy',
    excerpt: 'The ROI formula, three case studies and the KPIs that show whether AI is paying off.',
    meta: '11 min read',
  },
  {
    title: 'Your AI Implementation Roadmap',
    href: '/blog/ai-implementation-roadmap',
    category: 'Planning',
    excerpt: 'Readiness, quick wins, advanced integration and the pitfalls to avoid on the way.',
    meta: '12 min read',
  },
  {
    title: 'The Future of Work: Three Waves of AI',
    href: '/blog/future-of-work-ai',
    category: 'Workforce',
    excerpt: 'The skills that matter next and a workforce strategy for the next three years.',
    meta: '13 min read',
  },
]

function Body() {
  return (
    <>
      <h2 id="what-changed">What changed: from phone trees to real conversations</h2>
      <p>
        Most of us have shouted "operator!" at an automated phone system. Old systems worked from a
        fixed menu: press 1 for bookings, press 2 for accounts. They recognised a handful of words
        and fell over the moment a caller said something unexpected.
      </p>
      <p>
        Today's voice agents are built on the same language models as modern chat assistants. The
        caller simply talks. The agent understands "my hot water's gone cold and there's water on
        the floor", recognises it as urgent, asks for the address and offers the next slot.
      </p>
      <h2 id="case-studies">Two businesses, two results</h2>
      <p>
        A plumbing business on the Gold Coast was missing a third of its calls while the team was on
        the tools. Within a month of switching on a voice agent, every call was answered and
        after-hours emergency jobs rose by a quarter. See our{' '}
        <a href="/ai-voice-agents-pricing">voice agent plans</a> for what that costs.
      </p>
      <ul>
        <li>Every call answered, day and night</li>
        <li>Jobs booked straight into the calendar</li>
        <li>Emergencies put through to the on-call plumber</li>
      </ul>
      <blockquote>
        <p>We used to lose the 7 pm calls. Now they are booked before we get home.</p>
      </blockquote>
      <h2 id="rollout">What a rollout looks like</h2>
      <p>
        Simple voice agents go live in a week. Custom work takes one to three weeks, including
        testing with real calls before the agent takes over the phones.
      </p>
    </>
  )
}

const meta = {
  title: 'Site/ArticleLayout',
  component: ArticleLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    category: 'Customer Service',
    title: 'The Voice AI Revolution: Never Miss Another Customer Call',
    lede: 'A missed call is rarely just a missed call. For a tradie it is a job that goes to the next name on the search results; for a clinic it is a patient who books elsewhere.',
    date: { iso: '2025-03-15', display: '15 March 2025' },
    readTime: '10 min read',
    author: { name: 'Kookaburra AI', role: 'AI voice agents for Australian business' },
    back: { label: 'Back to Blog', href: '/blog' },
    keyTakeaways: {
      heading: 'Key takeaways',
      items: [
        'Modern voice agents hold natural conversations and book appointments into your calendar.',
        'The biggest win is simple: every call gets answered, after hours and when staff are busy.',
        'Our clients usually recover their investment in about 90 days.',
      ],
    },
    children: <Body />,
    faq: {
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Will callers know they are talking to an AI?',
          answer:
            'They should, because the agent should say so. Most callers care far more about a quick, accurate answer than about who gives it.',
        },
        {
          question: 'What happens if the agent cannot help?',
          answer:
            'It transfers the call to a person or takes a detailed message, depending on your rules and the time of day.',
        },
        {
          question: 'Can it work with our existing phone number?',
          answer:
            'Yes. Calls are forwarded to the agent from your existing number, all the time, after a set number of rings, or outside business hours.',
        },
      ],
    },
    tags: { label: 'Tags', items: ['Voice AI', 'Customer Service', 'Automation', 'ROI'] },
    cta: {
      title: 'Hear what a voice agent would sound like for your business',
      description:
        'In a free consultation we look at your call patterns, estimate how many calls you are missing and show you a voice agent set up for a business like yours.',
      action: (
        <ExternalLink href={booking} variant="primary" size="lg">
          Book Your Free Voice AI Consultation
        </ExternalLink>
      ),
    },
    related: { heading: 'Related articles', articles: related },
    linkComponent: RouterLink,
  },
  beforeEach: () => {
    navigated.mockClear()
  },
} satisfies Meta<typeof ArticleLayout>

export default meta
type Story = StoryObj<typeof meta>

/** The whole article: an ordered outline, the meta row, the FAQ, the CTA and related reading. */
export const Article: Story = {
  play: async ({ canvas, canvasElement }) => {
    const article = canvasElement.querySelector('article') as HTMLElement
    const levels = [...article.querySelectorAll('h1, h2, h3')].map((h) => h.tagName)
    await expect(levels[0]).toBe('H1')
    await expect(levels.filter((level) => level === 'H1')).toHaveLength(1)
    // No level is skipped on the way down.
    for (const [index, level] of levels.entries()) {
      const previous = levels[index - 1]
      if (previous) await expect(Number(level[1]) - Number(previous[1])).toBeLessThanOrEqual(1)
    }

    const time = canvas.getByText('15 March 2025')
    await expect(time.tagName).toBe('TIME')
    await expect(time).toHaveAttribute('datetime', '2025-03-15')
    await expect(canvas.getByText('10 min read')).toBeVisible()
    await expect(canvas.getByText('Kookaburra AI')).toBeVisible()

    await expect(canvas.getByRole('region', { name: 'Key takeaways' })).toBeVisible()
    await expect(article.querySelector('.prose h2#case-studies')).not.toBeNull()
    // A body that opens with a heading starts flush; later headings keep their space above.
    const marginTop = (selector: string) =>
      getComputedStyle(article.querySelector(selector) as Element).marginTop
    await expect(marginTop('.prose h2#what-changed')).toBe('0px')
    await expect(marginTop('.prose h2#case-studies')).not.toBe('0px')
    await expect(canvas.getByRole('list', { name: 'Tags' }).children).toHaveLength(4)

    const cta = canvas.getByRole('region', { name: /Hear what a voice agent/ })
    await expectNewTab(
      within(cta).getByRole('link', { name: /Book Your Free Voice AI Consultation/ }),
      booking,
    )
  },
}

/** The FAQ opens with the keyboard: Tab to a question, Enter shows its answer. */
export const FaqKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    // The accordion's code loads lazily (on a page, as the FAQ nears), so the question comes once
    // it has arrived; on a loaded machine that can be after the story's first render.
    const question = await canvas.findByRole('button', {
      name: 'What happens if the agent cannot help?',
    })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    question.focus()
    await expect(question).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByText(/transfers the call to a person/)).toBeVisible())
  },
}

/** Related cards: the title is the link, named by itself; a click goes through the router link. */
export const Related: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Related articles' })
    const links = within(section).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(related.map((item) => item.title))
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      related.map((item) => item.href),
    )
    await userEvent.click(links[1] as HTMLElement)
    await expect(navigated).toHaveBeenCalledWith('/blog/ai-implementation-roadmap')
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Blog' }))
    await expect(navigated).toHaveBeenCalledWith('/blog')
  },
}

/** With a cover and "On this page": the list sits in the margin from 1280 px. */
export const WithCoverAndContents: Story = {
  args: {
    author: { name: 'Jordan Blake', role: 'Founder', avatar: <KookaburraMark /> },
    image: (
      <div className="flex aspect-[1200/630] items-center justify-center bg-gradient-to-br from-primary-soft via-surface-raised to-accent-soft">
        <AnsweredCallIllustration className="h-full w-auto" />
      </div>
    ),
    contents: {
      heading: 'On this page',
      items: [
        { id: 'what-changed', label: 'What changed' },
        { id: 'case-studies', label: 'Two businesses, two results' },
        { id: 'rollout', label: 'What a rollout looks like' },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Jordan Blake')).toBeVisible()
    const nav = canvasElement.querySelector('nav')
    if (window.innerWidth >= 1280) {
      const contents = canvas.getByRole('navigation', { name: 'On this page' })
      await expect(
        within(contents).getByRole('link', { name: 'Two businesses, two results' }),
      ).toHaveAttribute('href', '#case-studies')
    } else {
      // On narrower screens the list would only push the text down; it is not shown.
      await expect(nav).not.toBeVisible()
    }
  },
}

/** A short article: no takeaways, FAQ, tags or related reading; still closes with its CTA. */
export const Minimal: Story = {
  args: {
    category: undefined,
    lede: undefined,
    back: undefined,
    keyTakeaways: undefined,
    faq: undefined,
    tags: undefined,
    related: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What changed: from phone trees to real conversations',
      'Two businesses, two results',
      'What a rollout looks like',
      'Hear what a voice agent would sound like for your business',
    ])
    await expect(canvas.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument()
  },
}
