import { claims } from '../constants/claims'
import { route } from '../links'
import type { AboutPage } from '../schemas/pages'
import { site } from '../site'
import { founderPerson } from '../structured-data/person'
import { definePage } from './define'
import { founderPortrait } from './founder'

/** /about (docs/pages.md#about): the founder's story, three credentials and the philosophy. */
export const aboutPage: AboutPage = {
  hero: {
    eyebrow: `About ${site.brand}`,
    heading: `Hi, I'm ${site.founder.name}`,
    intro: `I have built, scaled and sold businesses, and I started ${site.brand} in ${claims.foundingYear} to hand small-business owners the AI advantage big companies already have.`,
    portrait: founderPortrait,
  },
  credentialsHeading: 'Built in a real business first',
  credentials: [
    {
      icon: 'TrendingUp',
      title: 'Multimillion-Dollar Business',
      description:
        "Built a business from a kitchen table to multimillion-dollar revenue, so I know where an owner's hours really go.",
    },
    {
      icon: 'Trophy',
      title: 'Top 100 Australian Business',
      description:
        'Named in a national top-100 business ranking for growth, built on systems rather than longer hours.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Battle-Tested Systems',
      description: `Every automation we sell has run in a real business first. ${claims.businessesAutomated.value} businesses automated and counting.`,
    },
  ],
  philosophy: {
    eyebrow: 'Philosophy',
    heading: 'Technology should give you your time back',
    paragraphs: [
      'Most owners did not start a business to answer the same questions all day or type invoices at midnight. AI is finally good enough, and affordable enough, to take that work away.',
      'We only recommend automation that pays for itself. If a spreadsheet or a better habit solves the problem, we will tell you.',
    ],
    principles: [
      {
        title: 'Plain English',
        description: 'No jargon, no hype. You will always know what you are buying and why.',
      },
      {
        title: 'Fixed prices',
        description: 'A clear quote before we start, with no surprise invoices.',
      },
      {
        title: 'Results you can measure',
        description: 'Calls answered, hours saved and revenue won, reported every month.',
      },
    ],
  },
  cta: { label: 'Start a Conversation', action: route('/#contact') },
}

/** /about, declared once: its route, head, JSON-LD and content. */
export const aboutDefinition = definePage({
  path: '/about',
  kind: 'about',
  meta: {
    title: `About ${site.founder.name}`,
    description: `Meet ${site.founder.name}, who built a multimillion-dollar business and founded ${site.brand} to bring practical AI to Australian small businesses.`,
    keywords: [
      site.founder.name,
      `about ${site.brand}`,
      'AI consultant Australia',
      'business automation expert',
    ],
  },
  structuredData: () => [founderPerson()],
  content: aboutPage,
})
