import { claims } from '../constants/claims'
import { external } from '../links'
import type { Image } from '../schemas/common'
import type { FounderPage } from '../schemas/pages'
import { site } from '../site'
import { founderPerson } from '../structured-data/person'
import { definePage } from './define'

/**
 * The founder's portrait: an illustrated placeholder. To use a photo, put it beside the
 * illustration (same 4:5 shape) and change `src`; the pages keep its width, height and alt.
 */
export const founderPortrait: Image = {
  src: '/images/founder-portrait.svg',
  alt: `Illustrated portrait of ${site.founder.name}, founder of ${site.brand}`,
  width: 480,
  height: 600,
}

/** The founder profile page (docs/pages.md#founder), routed at `site.founder.path`. */
export const founderPage: FounderPage = {
  hero: {
    name: site.founder.name,
    role: `Founder, ${site.brand}`,
    heading: 'AI strategist and automation specialist for Australian small business',
    intro: `${site.founder.name} helps owners replace busywork with AI that answers, books, follows up and reports, so they can grow without burning out.`,
    book: { label: 'Book a Strategy Session', action: external('booking') },
    connect: { label: 'Connect on LinkedIn', action: external('founderProfile') },
    portrait: founderPortrait,
  },
  about: {
    heading: `About ${site.founder.name}`,
    paragraphs: [
      `Before founding ${site.brand} in ${claims.foundingYear}, ${site.founder.name} built a multimillion-dollar service business and learned first-hand how much of an owner's week disappears into calls, quotes and admin.`,
      `Today ${site.founder.name} and the team take the calls, quotes and admin off businesses from trades and clinics to online stores. [Read the full story](/about).`,
    ],
  },
  expertise: {
    heading: 'Areas of expertise',
    items: [
      {
        icon: 'Mic',
        title: 'AI voice agents',
        description: 'Phone agents that answer, qualify and book around the clock.',
      },
      {
        icon: 'Workflow',
        title: 'Business process automation',
        description: 'Quoting, invoicing and follow-up systems that run themselves.',
      },
      {
        icon: 'Compass',
        title: 'AI strategy',
        description: 'Roadmaps that put the budget where it pays back fastest.',
      },
      {
        icon: 'GraduationCap',
        title: 'AI coaching and training',
        description: 'Teaching owners and teams to use AI with confidence.',
      },
      {
        icon: 'PenTool',
        title: 'AI content systems',
        description: "Marketing content produced faster, in the brand's own voice.",
      },
      {
        icon: 'ShieldCheck',
        title: 'Responsible AI',
        description: 'Privacy-aware set-ups and clear AI-use policies for staff.',
      },
    ],
  },
  recognition: {
    heading: 'Recognition',
    items: [
      claims.awards,
      'Named in a national top-100 business ranking',
      `${claims.businessesAutomated.value} businesses automated`,
      `${claims.businessesTrained.value} businesses trained through Automate to Dominate`,
    ],
  },
  stories: {
    heading: 'Client stories',
    items: [
      {
        business: 'Physiotherapy clinic, Brisbane',
        challenge: 'Missed calls during treatments were costing new patients every week.',
        result:
          'A voice receptionist now answers every call and books straight into the clinic system.',
      },
      {
        business: 'Electrical contractor, Gold Coast',
        challenge: 'The owner spent every Sunday writing quotes and chasing invoices.',
        result: 'Automated quoting and payment reminders gave him his weekends back.',
      },
      {
        business: 'Online homewares store, Melbourne',
        challenge: 'Customer emails piled up during sales and reviews suffered.',
        result:
          'An AI support agent now answers order questions in seconds and escalates the rest.',
      },
    ],
    labels: { challenge: 'The problem', result: 'The result' },
  },
  website: { label: `Visit ${site.founder.name}'s website`, action: external('founderSite') },
}

/** The founder's page, declared once: its route, head, JSON-LD and content. */
export const founderDefinition = definePage({
  path: site.founder.path,
  kind: 'founder',
  meta: {
    title: `${site.founder.name}, AI Strategist`,
    description: `${site.founder.name} is an AI strategist and automation specialist helping Australian small businesses win back time with voice agents and automation.`,
    keywords: [
      site.founder.name,
      'AI strategist Australia',
      'AI automation specialist',
      'AI speaker',
    ],
  },
  structuredData: () => [founderPerson()],
  content: founderPage,
})
