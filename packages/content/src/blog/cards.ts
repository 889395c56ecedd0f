import { claims } from '../constants/claims'
import { aiEthicsCompliance } from './articles/ai-ethics-compliance'
import { aiNewsBriefingAugust2025 } from './articles/ai-news-briefing-august-2025'
import { aiRoiMeasurement } from './articles/ai-roi-measurement'
import { chatgptNaturalConversations } from './articles/chatgpt-natural-conversations'
import { futureOfWorkAi } from './articles/future-of-work-ai'
import { googleAgenticAiUpdate } from './articles/google-agentic-ai-update'
import { offlineOpensourceAi } from './articles/offline-opensource-ai'
import { openaiAgentkitSaasFuture } from './articles/openai-agentkit-saas-future'
import { promptEngineeringGuide } from './articles/prompt-engineering-guide'
import { veganAiCommunity } from './articles/vegan-ai-community'
import { readTimeMinutes } from './reading'
import type { Article, BlogCard } from './types'

/** The card copy an editor writes; the rest of a linked card comes from its article. */
interface CardCopy {
  id: number
  icon: string
  excerpt: string
  content: string
  cta: { title: string; description: string; buttonText: string }
}

/**
 * A card that links to an article. Title, date, read time and link are taken from the article so
 * the index can never disagree with the page it points to.
 */
function linkedCard(article: Article, copy: CardCopy): BlogCard {
  return {
    ...copy,
    title: article.title,
    date: article.datePublished,
    readTimeMinutes: readTimeMinutes(article),
    cta: { ...copy.cta, link: `/blog/${article.slug}` },
  }
}

/** The 13 cards of the blog index, in display order (newest first). */
export const blogCards: readonly BlogCard[] = [
  {
    id: 1,
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
    id: 2,
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
    id: 3,
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
  linkedCard(chatgptNaturalConversations, {
    id: 4,
    icon: 'MessageCircle',
    excerpt:
      'Stop typing search terms into ChatGPT. Talk to it like a capable colleague and the answers get dramatically more useful.',
    content:
      'Seven principles with sample prompts, real example conversations, four advanced techniques, the four mistakes most people make and ten tips you can use today, written for busy owners rather than engineers.',
    cta: {
      title: 'Get better answers from AI today',
      description: 'Read the guide and try the sample prompts on your own work.',
      buttonText: 'Read the Guide',
    },
  }),
  linkedCard(openaiAgentkitSaasFuture, {
    id: 5,
    icon: 'Bot',
    excerpt:
      "OpenAI's AgentKit makes building AI agents far easier. What does that mean for the software subscriptions your business pays for?",
    content:
      "We explain the toolkit's parts (agent builder, chat kit, evaluations and connector registry), why it matters for Australian small businesses and the five actions worth taking now.",
    cta: {
      title: 'Plan for the next wave of software',
      description: 'Read what AgentKit means for the tools you rely on.',
      buttonText: 'Read the Article',
    },
  }),
  linkedCard(googleAgenticAiUpdate, {
    id: 6,
    icon: 'Globe',
    excerpt:
      "Agentic AI does not just answer questions; it plans and completes tasks. Google's update brings that into the browser.",
    content:
      'What autonomous decision making, goal-oriented execution, real-time adaptation and context-aware intelligence mean in practice, the business impact to expect, and a three-phase action plan for this week, the next 30 days and the next 90 days.',
    cta: {
      title: 'Get ahead of agentic AI',
      description: 'Read the update and the action plan.',
      buttonText: 'Read the Update',
    },
  }),
  linkedCard(aiNewsBriefingAugust2025, {
    id: 7,
    icon: 'Newspaper',
    excerpt:
      'GPT-5, open-weight models you can run yourself, Claude Opus 4.1 and the Productivity Commission on AI rules, explained in plain English.',
    content:
      'Five stories from August 2025, each with what it means for tradies, clinics, cafés and professional practices, plus three things to do before the end of the month.',
    cta: {
      title: 'Catch up on the month',
      description: "Read the month's AI news that matters for small business.",
      buttonText: 'Read the Briefing',
    },
  }),
  linkedCard(veganAiCommunity, {
    id: 8,
    icon: 'Leaf',
    excerpt:
      'Vegan cafés, plant-based brands and sanctuaries can use AI to grow their community without compromising on honesty or values.',
    content:
      'Where AI genuinely helps a values-led business, how to keep community human, the honest answers on energy use and greenwashing, and a five-question values check for any AI tool.',
    cta: {
      title: 'Grow your community, keep your values',
      description: 'Read how values-led businesses are using AI responsibly.',
      buttonText: 'Read the Article',
    },
  }),
  linkedCard(futureOfWorkAi, {
    id: 9,
    icon: 'Users',
    excerpt:
      'AI is changing work in three waves. Here is what each one means for your team and the skills worth building now.',
    content:
      'The three waves of AI at work, the skills your staff will need, and how to plan your workforce so that AI takes the tedious work and your people take on the valuable work.',
    cta: {
      title: 'Prepare your team',
      description: 'Read the guide to planning your workforce around AI.',
      buttonText: 'Read the Guide',
    },
  }),
  linkedCard(aiRoiMeasurement, {
    id: 10,
    icon: 'TrendingUp',
    excerpt:
      'Is your AI investment paying off? A simple formula, a worked example and the KPIs that tell you for sure.',
    content:
      'How to calculate AI return on investment with your own figures, case studies from small businesses and the handful of KPIs worth tracking every month.',
    cta: {
      title: 'Prove the return',
      description: 'Read the guide and set up your ROI tracking.',
      buttonText: 'Read the Guide',
    },
  }),
  linkedCard(promptEngineeringGuide, {
    id: 11,
    icon: 'PenTool',
    excerpt:
      'The CLEAR framework turns vague requests into precise instructions, so AI gives you work you can actually use.',
    content:
      'The CLEAR framework step by step, ready-made templates for everyday business tasks and techniques that lift the quality of every answer.',
    cta: {
      title: 'Write better prompts',
      description: 'Read the guide and copy the templates.',
      buttonText: 'Read the Guide',
    },
  }),
  linkedCard(aiEthicsCompliance, {
    id: 12,
    icon: 'ShieldCheck',
    excerpt:
      'There is no single AI Act in Australia, but privacy, consumer and anti-discrimination law already apply to how you use AI.',
    content:
      'The rules that apply today, the Voluntary AI Safety Standard, ethics principles in practice, an eight-step compliance checklist and what to watch in health, legal, finance, trades and hospitality.',
    cta: {
      title: 'Use AI responsibly',
      description: 'Read the plain-English guide to AI ethics and compliance.',
      buttonText: 'Read the Guide',
    },
  }),
  linkedCard(offlineOpensourceAi, {
    id: 13,
    icon: 'ServerCog',
    excerpt:
      'Run open-source AI on your own hardware: your data stays in-house and your costs stay flat as usage grows.',
    content:
      'What offline AI can do today, the hardware you need, a four-step path to your first private model and a worked comparison showing when it breaks even against the cloud.',
    cta: {
      title: 'Keep your data in-house',
      description: 'Read the guide to private, offline AI.',
      buttonText: 'Read the Guide',
    },
  }),
]
