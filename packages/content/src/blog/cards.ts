import { claims } from '../constants/claims'
import { articles } from './list'
import { articlePath } from './paths'
import { readTimeMinutes } from './reading'
import type { Article, ArticleCardCopy, BlogCard } from './types'

/** A card without an id: the index numbers its cards in display order. */
type UnnumberedCard = Omit<BlogCard, 'id'>

/**
 * Cards that link to no article yet: their button opens the external booking page. A card that
 * links to an article lives in that article's file (`card`).
 */
const cardsWithoutArticle: readonly UnnumberedCard[] = [
  {
    icon: 'HardHat',
    title: 'AI for Tradies: Win More Jobs Without Living on the Phone',
    date: '2025-11-12',
    readTimeMinutes: 5,
    excerpt:
      "Missed calls, late-night quoting and chasing invoices eat into every tradie's week. Here is where AI takes the load off first.",
    content: `Plumbers, sparkies and builders we work with start with three jobs: a voice agent that answers while you are on the tools, quotes drafted from your voice notes and price list, and polite automatic reminders for overdue invoices. Most get back ${claims.hoursSavedPerWeek} hours a week without changing their job management software.`,
    cta: {
      title: 'Get your evenings back',
      description:
        'Book a strategy session and we will map the three admin jobs AI can take off your hands first.',
      buttonText: 'Book a Tradie AI Session',
    },
  },
  {
    icon: 'Stethoscope',
    title: 'AI Receptionists for Clinics: Fewer Missed Calls, Happier Front Desks',
    date: '2025-10-29',
    readTimeMinutes: 6,
    excerpt:
      'Lunchtime rushes and after-hours calls cost clinics new patients. An AI receptionist answers every call and books straight into your system.',
    content:
      'Physios, dentists, GPs and allied health practices use voice agents to answer overflow and after-hours calls, book and reschedule appointments, and answer questions about fees, parking and what to bring. Anything clinical goes to a practitioner, and patient information is handled under the Privacy Act rules that apply to every health service.',
    cta: {
      title: 'Hear an AI receptionist for your clinic',
      description:
        'Book a session and we will show you a voice agent set up for a practice like yours.',
      buttonText: 'Book a Clinic AI Demo',
    },
  },
  {
    icon: 'Sparkles',
    title: 'The Small Business AI Toolkit: What Is Worth Paying For in 2025',
    date: '2025-10-15',
    readTimeMinutes: 7,
    excerpt:
      'Dozens of AI subscriptions promise to save you time. We sort the few most small businesses actually need from the ones they can skip.',
    content:
      'A practical round-up by job to be done: writing and email, meeting notes, phone answering, bookkeeping, social media and internal knowledge. For each we cover what it costs in AUD, what to check about privacy and data storage, and the signs you are paying for seats nobody uses.',
    cta: {
      title: 'Audit your AI spend',
      description:
        'Book a session and we will review the tools you pay for and where each one earns its keep.',
      buttonText: 'Book Your AI Tools Review',
    },
  },
]

/**
 * A card that links to an article. Title, date, read time and link are taken from the article so
 * the index can never disagree with the page it points to.
 */
function linkedCard(article: Article, copy: ArticleCardCopy): UnnumberedCard {
  return {
    ...copy,
    title: article.title,
    date: article.datePublished,
    readTimeMinutes: readTimeMinutes(article),
    cta: { ...copy.cta, link: articlePath(article) },
  }
}

/**
 * The cards of the blog index, newest first, numbered from 1: the cards without an article and
 * the card of every article that has one, over the given articles.
 */
export function blogCardsOf(from: readonly Article[]): BlogCard[] {
  const linked = from.flatMap((article) =>
    article.card ? [linkedCard(article, article.card)] : [],
  )
  return [...cardsWithoutArticle, ...linked]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((card, index) => ({ id: index + 1, ...card }))
}

/** The cards of the blog index, in display order (newest first). */
export const blogCards: readonly BlogCard[] = blogCardsOf(articles)
