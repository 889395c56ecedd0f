import { claims } from '../constants/claims'
import { faqPage } from '../structured-data/faq'
import { webSite } from '../structured-data/website'
import { definePage } from './define'
import { homeAboveFold } from './home-above-fold'
import { homeLazy } from './home-lazy'

/** The home page, declared once: its route, head, JSON-LD and content. */
export const homeDefinition = definePage({
  path: '/',
  kind: 'home',
  meta: {
    title: 'AI Voice Agents and Automation in Australia',
    description: `${claims.awards}. AI voice agents, chatbots and automation for Australian small businesses. Live in ${claims.implementationWeeks} weeks, no tech skills needed.`,
    keywords: [
      'AI voice agents',
      'AI automation Australia',
      'small business AI',
      'AI receptionist',
      'AI consultancy',
    ],
  },
  structuredData: () => [webSite(), faqPage(homeLazy.faq.items)],
  content: { aboveFold: homeAboveFold, lazy: homeLazy },
})
