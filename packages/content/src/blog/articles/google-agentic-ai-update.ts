import { defineArticle } from '../define'

/** Google's agentic AI update for its browser, and a 90-day action plan for businesses. */
export default defineArticle({
  slug: 'google-agentic-ai-update',
  title: "Google's Agentic AI Update: What It Means for Australian Businesses",
  seoTitle: "Google's Agentic AI Update for Business",
  description:
    "What Google's agentic AI update means for your business: how browser-based AI agents work, the productivity impact and a 90-day action plan.",
  keywords: [
    'Google agentic AI',
    'agentic AI update',
    'Gemini in Chrome',
    'AI agents for business',
    'agentic browser Australia',
  ],
  datePublished: '2025-09-19',
  category: 'AI News',
  tags: ['Agentic AI', 'Google', 'AI Agents', 'Productivity', 'Strategy'],
  hero: {
    badge: 'Agentic AI Update',
    headline: 'Google Puts AI Agents in the Browser: Your 90-Day Plan to Get Ahead',
    intro:
      "Google has announced that it is building its Gemini assistant into the Chrome browser, with agentic features designed to carry out multi-step tasks on websites on a person's behalf. For a lot of people, the browser is where work happens: bookings, orders, forms, supplier portals and email. When AI can act inside it, rather than just answer questions, the way customers find you and the way your team works both start to change. Here is what the update is, what it means for a small business, and a practical plan for the next 90 days.",
    image: {
      src: '/images/blog/google-agentic-ai-update.svg',
      alt: 'Illustration of a browser window in which an AI agent fills in a booking form step by step',
      width: 1200,
      height: 630,
    },
  },
  sections: [
    {
      id: 'what-happened',
      heading: 'What Google announced',
      blocks: [
        {
          type: 'paragraph',
          text: 'Until now, most people have used AI assistants in a separate window: you ask a question, copy the answer and do the work yourself. The announcement describes a different model. The assistant sits inside the browser, can understand the page you are looking at and, with the agentic features, can be asked to complete tasks that span several steps and pages, such as finding a product, filling in a form or booking an appointment, with the person confirming the important steps.',
        },
        {
          type: 'paragraph',
          text: 'Google has described a staged rollout, beginning in the United States, with some agentic features arriving later than the assistant itself. Exact timing and availability in Australia may differ, so treat the specifics as something to watch rather than something to plan around to the day. The direction, though, is clear, and it is shared by every major AI company: assistants are moving from talking to doing.',
        },
        {
          type: 'paragraph',
          text: "Chrome is the most widely used browser, which is what makes this update worth a business owner's attention. When a capability lands in a tool hundreds of millions of people already have open, adoption does not wait for anyone to download anything.",
        },
      ],
    },
    {
      id: 'what-is-agentic-ai',
      heading: 'What makes AI "agentic"',
      blocks: [
        {
          type: 'paragraph',
          text: 'A chatbot answers. An agent acts. Four capabilities separate the two, and they are worth understanding because they apply to every agentic product, not just this one.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Autonomous decision making',
              text: 'The agent chooses its own next step, such as which page to open, which option to select or when to ask for help, instead of waiting for an instruction at every click.',
              icon: 'Brain',
            },
            {
              title: 'Goal-oriented execution',
              text: 'You describe the outcome ("book a 30-minute service for my car next week near Parramatta") and the agent works out and carries out the steps to get there.',
              icon: 'Target',
            },
            {
              title: 'Real-time adaptation',
              text: 'When a page changes, a time slot is taken or a form throws an error, the agent adjusts its plan rather than failing, much as a person would.',
              icon: 'RefreshCw',
            },
            {
              title: 'Context-aware intelligence',
              text: 'The agent uses what it can see: the page, your earlier requests and the information you have allowed it to use, so its actions fit the situation.',
              icon: 'Eye',
            },
          ],
        },
      ],
    },
    {
      id: 'why-it-matters',
      heading: 'Why this matters for a small business',
      blocks: [
        {
          type: 'paragraph',
          text: 'There are two sides to this update, and most commentary only covers one.',
        },
        {
          type: 'paragraph',
          text: 'The first is inside your business. Much of the admin in a small business is browser work: logging in to supplier portals, re-keying orders, checking bank feeds, updating job boards, downloading statements. These are exactly the repetitive, multi-step tasks agents are designed for. A practice manager who spends Monday morning reconciling pathology results across three portals, or a builder who re-enters the same job details into a council form and a supplier quote, is the target user.',
        },
        {
          type: 'paragraph',
          text: 'The second is outside your business: your customers\' agents. When a customer asks their browser to "find a plumber in Carindale who can come tomorrow morning and book them", an agent visits websites, reads prices and availability and tries to complete a booking. If your site hides prices in PDFs, relies on "call us for a quote" or has a booking form that breaks, the agent moves on to a competitor whose site it can use. Your website now has two audiences: people and the agents working for them.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Agents still need people to say yes',
          text: 'Agentic browsers are designed to ask for confirmation before actions such as payments or submitting personal details. That means a clear, trustworthy booking page still wins: the agent does the legwork and the customer approves what it found.',
        },
      ],
    },
    {
      id: 'business-impact',
      heading: 'The business impact',
      blocks: [
        {
          type: 'paragraph',
          text: 'In our client work, these are the gains we see when agentic AI is applied to processes that suit it: high-volume, repetitive, rule-based work with clear success criteria. They are not Google figures, and they will not apply to every task, but they show why early movers are paying attention.',
        },
        {
          type: 'stats',
          items: [
            { value: '300-500%', label: 'productivity increase on suitable repetitive processes' },
            {
              value: '80%',
              label: 'reduction in manual tasks such as data re-entry and follow-ups',
            },
            { value: '24/7', label: 'operation: agents work overnight and on weekends' },
          ],
        },
        {
          type: 'paragraph',
          text: 'To make that concrete: a bookkeeping practice that spends 15 hours a week downloading statements from client portals and filing them could realistically cut that to around three hours of checking. At a loaded cost of $45 an hour, that is about $540 a week, or roughly $26,000 a year, redirected to advisory work clients will pay for.',
        },
      ],
    },
    {
      id: 'action-plan-this-week',
      heading: 'Action plan, phase 1: This week',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'List your browser chores',
              text: 'Ask each staff member to note every repetitive task they do in a browser for one week: which site, how often and how long it takes. This list is your agent shortlist.',
            },
            {
              title: 'Test your own website as an agent would',
              text: 'Try to book, buy or request a quote on your site without calling anyone. Can you see prices or price ranges, availability and what happens next? Note every point where you had to guess.',
            },
            {
              title: 'Set a simple AI use rule',
              text: 'Agree which tools staff may use, which accounts an AI agent may never log in to (banking and payroll to start with) and that any payment or client data submission needs a human click.',
            },
          ],
        },
      ],
    },
    {
      id: 'action-plan-30-days',
      heading: 'Action plan, phase 2: The next 30 days',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Fix the agent blockers on your website',
              text: 'Publish clear services and price ranges as text, make online booking work without a phone call, and add accurate business details, hours and service areas. The same changes help search engines and human visitors.',
            },
            {
              title: 'Pilot one internal workflow',
              text: 'Pick the highest-volume task from your shortlist and run it with an AI assistant or agent for three weeks, with a person checking every result. Time it against the old way.',
            },
            {
              title: 'Train the people who will supervise it',
              text: 'The staff member who does the task today should own the pilot. Give them the basics of instructing and checking AI; our [AI training](/ai-training) covers this in a day.',
            },
          ],
        },
      ],
    },
    {
      id: 'action-plan-90-days',
      heading: 'Action plan, phase 3: The next 90 days',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Scale what worked',
              text: 'If the pilot saved time without errors, roll it out and add the next two tasks from your list. If it did not, find out why before trying again: usually the process or the data needs tidying first.',
            },
            {
              title: 'Connect your systems',
              text: 'Browser agents are a start. For work that runs all day, connect your booking, job and accounting systems to a custom [AI agent](/ai-agent-pricing) or a [voice agent](/ai-voice-agents-pricing) so work flows without anyone opening a browser.',
            },
            {
              title: 'Measure and decide',
              text: 'Compare hours, errors and response times against your baseline. Use the method in our [AI ROI guide](/blog/ai-roi-measurement) to put a dollar figure on the results and choose what to fund next.',
            },
          ],
        },
      ],
    },
    {
      id: 'adoption-window',
      heading: 'Why the next 90 days matter',
      blocks: [
        {
          type: 'callout',
          tone: 'urgent',
          title: 'The 90-day adoption window',
          text: 'When a capability arrives in a tool people already use every day, adoption is fast. Businesses that make their websites agent-ready and pilot agents on their own admin in the next 90 days will be the ones customer agents find and book first, while competitors are still reading about it. Waiting costs more than starting small.',
        },
        {
          type: 'paragraph',
          text: 'None of the steps above requires a large budget. The first phase costs nothing but a few hours. The second is mostly website tidying you should do anyway. The third is where investment starts, and by then you will have measured results to justify it.',
        },
      ],
    },
    {
      id: 'risks',
      heading: 'Risks to manage',
      blocks: [
        {
          type: 'list',
          items: [
            'Security: an agent acting in your browser can see what you can see. Keep it away from banking, payroll and administrator accounts until you understand its permissions, and use separate browser profiles for sensitive work.',
            "Privacy: if an agent reads client records in a portal, that information is being processed by an AI service. Check the vendor's data terms and your obligations under the Privacy Act before you allow it.",
            'Errors: agents can misread a page or choose the wrong option. Require human approval for anything involving money, legal commitments or personal information.',
            'Scam sites and prompt injection: web pages can contain hidden instructions aimed at agents. Only let agents act on sites you trust, and watch for unexpected actions.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Our [AI ethics and compliance guide](/blog/ai-ethics-compliance) sets out the policies and checks a small business needs before giving any AI tool access to customer information.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What is the Google agentic AI update?',
      answer:
        'It is Google bringing its Gemini assistant into the Chrome browser with agentic features: the ability to understand the page you are on and carry out multi-step tasks on websites for you, such as filling in forms or making bookings, with you confirming key steps. Google has described a staged rollout beginning in the United States, so availability in Australia may come later.',
    },
    {
      question: 'How will agentic AI affect business productivity?',
      answer:
        'For repetitive browser-based work such as portal logins, data re-entry, ordering and follow-ups, agentic AI can take over most of the manual steps. On suitable processes we see productivity increases of 300-500% and around 80% fewer manual tasks, with work continuing 24/7. Businesses also need agent-ready websites, because customers will increasingly use agents to find and book services.',
    },
  ],
  cta: {
    title: 'Get your 90-day agentic AI plan',
    description:
      "In one strategy session we review your website through an agent's eyes, shortlist the browser tasks worth automating and map out your first 90 days.",
    buttonText: 'Book Your AI Strategy Session',
    target: 'booking',
  },
  related: [
    '/blog/openai-agentkit-saas-future',
    '/blog/future-of-work-ai',
    '/blog/ai-implementation-roadmap',
  ],
  author: 'founder',
  schemaType: 'Article',
  card: {
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
  },
})
