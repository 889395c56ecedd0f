import { contentCourse } from '../constants/offers'
import { formatAud } from '../format'
import { external } from '../links'
import type { CoursePage } from '../schemas/programme-pages'
import { courseProduct } from '../structured-data/products'
import { definePage } from './define'

/** /content-course (docs/pages.md#course): the $499 limited-time content course offer. */
export const coursePage: CoursePage = {
  hero: {
    picture: { src: '/images/content-course-hero.svg', width: 560, height: 480 },
    badge: 'Limited-time offer',
    eyebrow: contentCourse.name,
    heading: 'Create a month of content in an afternoon with AI',
    intro:
      'Stop staring at a blank page. Learn a simple system to plan, write and repurpose your marketing with AI, in your own voice.',
    price: formatAud(contentCourse.price),
    priceNote: `${contentCourse.currency}, GST included`,
    cta: { label: 'Claim the Course Offer', action: external('courseOffer') },
  },
  benefitsSection: {
    eyebrow: 'Is it for you?',
    heading: 'Made for owners who market their own business',
  },
  benefitLists: [
    {
      heading: 'This course is for you if',
      items: [
        'You know you should post more but never find the time',
        'Your content sounds generic and gets little response',
        'You have tried AI tools and got bland results',
      ],
    },
    {
      heading: 'By the end you will',
      items: [
        'Have a 30-day content calendar ready to schedule',
        'Write posts, emails and blogs in your brand voice in minutes',
        'Turn one idea into content for every channel',
      ],
    },
  ],
  learn: {
    eyebrow: 'Inside the course',
    heading: 'What you will learn',
    moduleLabel: 'Module',
    items: [
      {
        icon: 'Mic2',
        title: 'Find your brand voice',
        description: 'Teach AI how you speak so every draft sounds like you.',
      },
      {
        icon: 'CalendarDays',
        title: 'Plan a month in an hour',
        description: 'Build a content calendar around your offers and seasons.',
      },
      {
        icon: 'PenTool',
        title: 'Write faster',
        description: 'Prompts for posts, emails, blogs and ads that need light editing only.',
      },
      {
        icon: 'Repeat',
        title: 'Repurpose everything',
        description: 'Turn one video or article into a week of posts.',
      },
      {
        icon: 'Image',
        title: 'Create visuals',
        description: 'Make on-brand images and carousels without a designer.',
      },
      {
        icon: 'LineChart',
        title: 'Measure what works',
        description: 'Read your results and let AI suggest the next month.',
      },
    ],
  },
  closing: {
    heading: 'Start creating with AI today',
    intro: `Get the course for ${formatAud(contentCourse.price)} while the offer lasts, and join our community of business owners.`,
    offer: { label: 'Enrol Now', action: external('courseOffer') },
    community: { label: 'Join the Community', action: external('coachingCommunity') },
  },
}

/** /content-course, declared once: its route, head, JSON-LD and content. */
export const courseDefinition = definePage({
  path: '/content-course',
  kind: 'course',
  meta: {
    title: 'AI Content Creation Course',
    description: `Create a month of on-brand marketing content in an afternoon. Our AI content course for business owners is ${formatAud(contentCourse.price)} for a limited time.`,
    keywords: [
      'AI content course',
      'AI marketing course',
      'content creation with AI',
      'ChatGPT for marketing',
    ],
  },
  structuredData: () => [courseProduct()],
  content: coursePage,
})
