import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** The AI implementation roadmap: readiness, quick wins, deeper integration, pitfalls and success metrics. */
export default defineArticle({
  slug: 'ai-implementation-roadmap',
  title: 'The AI Implementation Roadmap for Small Business: From First Test to Everyday Tool',
  seoTitle: 'AI Implementation Roadmap for Small Business',
  description:
    'A step-by-step AI roadmap for Australian small businesses: readiness phases, quick wins, deeper integration, common pitfalls and the metrics that prove it.',
  keywords: [
    'AI implementation roadmap',
    'AI readiness assessment',
    'AI for small business Australia',
    'AI quick wins',
    'AI integration plan',
    'AI success metrics',
  ],
  datePublished: '2025-02-15',
  readTimeMinutes: 12,
  category: 'AI Strategy',
  tags: ['AI Strategy', 'Implementation', 'Quick Wins', 'Automation', 'Small Business'],
  hero: {
    badge: 'Step-by-Step Guide',
    headline: 'Your AI Implementation Roadmap: A Practical Plan for Small Business',
    intro:
      'Most small businesses do not fail at AI because the technology is too hard. They stall because nobody decided where to start, who owns it and how to tell whether it is working. This roadmap is the plan we use with tradies, clinics, cafés and professional practices across Australia: four phases of readiness, the quick wins that pay for the next step, what deeper integration involves, the mistakes we see most often and the handful of numbers that tell you whether your investment is paying off.',
    image: {
      src: '/images/blog/ai-implementation-roadmap.svg',
      alt: 'A winding road marked with four milestones, from a first test to full automation',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'Start with a readiness check: your processes, data and people matter more than which AI tool you pick.',
    'Pick two or three quick wins that save time within weeks; they fund and justify the bigger projects.',
    `Deeper integration, connecting AI to your phones, inbox and business systems, is where the ${claims.hoursSavedPerWeek} hours a week of savings come from.`,
    'Measure a baseline before you start, or you will never be able to prove the return.',
  ],
  sections: [
    {
      id: 'why-a-roadmap',
      heading: 'Why you need a roadmap, not just a subscription',
      blocks: [
        {
          type: 'paragraph',
          text: 'The usual story goes like this. The owner reads about AI, buys a few subscriptions, and tells the team to "have a play". Two staff members get excited and use it daily; everyone else tries it once, gets an odd answer and goes back to the old way. Six months later the business is paying for tools nobody can point to a result from.',
        },
        {
          type: 'paragraph',
          text: 'A roadmap fixes that by answering four questions before any money is spent: which problems are worth solving, in what order, who is responsible for each one, and how you will know it worked. It does not need to be a thick document. For a business of five to fifty people, two pages is plenty. What matters is that it exists, that the team has seen it, and that someone looks at it every month.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'A realistic timeframe',
          text: `Industry-wide, a typical small business takes three to six months to move from first test to AI being part of daily work. The first measurable savings usually arrive within the first month, from quick wins, and our clients usually recover their investment in about ${claims.roiDays} days.`,
        },
      ],
    },
    {
      id: 'readiness-phases',
      heading: 'The four phases of AI readiness',
      blocks: [
        {
          type: 'paragraph',
          text: 'Before planning where to go, work out where you are. We place businesses in one of four phases. Be honest: most businesses that think they are in phase three are actually in phase two, and that is fine.',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Phase 1: Curious',
              text: 'A few people use free chat tools now and then. There is no policy on what information can be entered, no shared prompts and no measurement. The risk here is not missing out; it is staff pasting client details into personal accounts.',
            },
            {
              title: 'Phase 2: Experimenting',
              text: 'The business pays for one or two AI tools and some staff use them daily for writing and summarising. Results depend on who is using them. There may be a basic policy. Nothing is connected to your other systems yet.',
            },
            {
              title: 'Phase 3: Operational',
              text: "AI handles defined tasks in defined workflows: every new enquiry gets an AI-drafted reply for checking, every call after 5 pm is answered by a voice agent, every job report is drafted from the technician's notes. Someone owns each workflow and tracks its results.",
            },
            {
              title: 'Phase 4: Embedded',
              text: 'AI is part of how the business runs and grows. New processes are designed with automation in mind from day one, staff are trained as part of induction, and the owner reviews AI performance alongside sales and cash flow.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'The jump from phase two to phase three is where most of the value sits, and where most businesses get stuck. The rest of this roadmap is mostly about making that jump.',
        },
      ],
    },
    {
      id: 'readiness-check',
      heading: 'A ten-minute readiness check',
      blocks: [
        {
          type: 'paragraph',
          text: 'Answer these questions with a simple yes or no. Each "no" is not a reason to wait; it is an item for the first month of your plan.',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'Can you name the three tasks that eat the most staff time each week?',
            'Are those tasks written down anywhere, even as a rough checklist?',
            "Is the information those tasks need in a digital system rather than in someone's head or a paper diary?",
            'Do you know roughly how many hours a week each task takes now?',
            'Is there one person who would own an AI project, with an hour or two a week to give it?',
            'Do you have a written rule on what client or patient information may go into AI tools?',
            'Does your core software (job management, practice management, booking, accounting) allow other tools to connect to it?',
            'Would your team welcome help with these tasks, or do they fear being replaced?',
          ],
        },
        {
          type: 'paragraph',
          text: 'Six or more yeses and you are ready to start on quick wins this month. Fewer than four and the first job is groundwork: documenting processes, tidying data and talking to staff. That groundwork pays off whether or not you ever use AI.',
        },
      ],
    },
    {
      id: 'quick-wins',
      heading: 'Quick wins: results in the first 30 days',
      blocks: [
        {
          type: 'paragraph',
          text: 'A quick win is a task that is frequent, rule-based, low-risk if it goes slightly wrong, and easy to measure. Choose two or three. They build confidence, give you real numbers and often pay for the next phase on their own.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Email and enquiry replies',
              icon: 'Mail',
              text: 'An AI assistant drafts replies to common enquiries (pricing, availability, what to bring) from your own information. A person checks and sends. Typical saving: three to five hours a week for a busy front desk.',
            },
            {
              title: 'After-hours call answering',
              icon: 'PhoneCall',
              text: 'A voice agent answers calls you would otherwise miss, takes details and books appointments. For a trade business, one recovered job a week often covers the monthly cost. See the [voice AI guide](/blog/voice-ai-revolution).',
            },
            {
              title: 'Meeting and consultation notes',
              icon: 'FileText',
              text: 'Recorded meetings or dictated notes turned into tidy summaries with action items. Clinics and professional practices often save twenty to thirty minutes a day per practitioner.',
            },
            {
              title: 'Quotes and proposals',
              icon: 'Calculator',
              text: 'Rough notes and your price list become a formatted first draft. The tradie or consultant still sets the price; AI removes the typing.',
            },
            {
              title: 'Social media and newsletters',
              icon: 'Megaphone',
              text: 'A month of posts drafted in one sitting from a list of topics, in your voice. A café owner can go from four hours a week to one.',
            },
            {
              title: 'Reviews and follow-ups',
              icon: 'Star',
              text: 'Personalised thank-you messages and review requests after each job, drafted automatically from the job record.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Write the baseline down first',
          text: 'Before you switch anything on, record how long the task takes today and how often it happens. "About 40 enquiry emails a week at six minutes each" is a baseline. Without it, you will end up arguing about whether the tool helped.',
        },
      ],
    },
    {
      id: 'advanced-integration',
      heading: 'Advanced integration: months two to six',
      blocks: [
        {
          type: 'paragraph',
          text: 'Quick wins mostly save typing. The bigger gains come when AI is connected to the systems where your work already lives, so information flows without anyone copying and pasting. This is the work that moves a business from phase two to phase three.',
        },
        {
          type: 'list',
          items: [
            'Phone to calendar: a voice agent that not only answers but checks real availability in your booking system, books the slot and sends the confirmation text.',
            'Inbox to job system: incoming enquiries are read, sorted by type and urgency, and created as draft jobs or leads with the details already filled in.',
            'Documents to answers: an internal assistant that answers staff questions from your procedures, price lists and policies, with a link to the source so they can check.',
            'Data to reports: weekly summaries of sales, bookings or job profitability written in plain English from your accounting and job software.',
            'Multi-step agents: AI that carries out a sequence, such as chasing an overdue invoice, logging the reply and flagging the account if there is no answer in seven days.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Integration needs more care than a quick win. Each connection should have a named owner, a clear rule about what the AI may do on its own and what needs a person\'s approval, and a log you can check when something looks wrong. Start with "AI drafts, person approves" and loosen it only once you have weeks of evidence that the drafts are reliable.',
        },
        {
          type: 'paragraph',
          text: 'If you prefer ready-made building blocks, our [AI agent catalogue](/ai-agent-pricing) lists agents for the most common small-business workflows, with a do-it-yourself option and a done-for-you option.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'What it looks like in practice: a six-van plumbing business',
      blocks: [
        {
          type: 'paragraph',
          text: 'Consider a plumbing business with six vans, an owner who still quotes most jobs, and one office manager who answers the phone, books jobs, chases invoices and handles the emails. This is a composite of several businesses we have worked with, and the pattern is common across trades.',
        },
        {
          type: 'paragraph',
          text: 'The readiness check showed a phase-two business: the office manager used a chat tool for the odd email, the job management software could connect to other tools, and the owner knew exactly where the pain was. Calls went to voicemail whenever the office manager was on another line, and quotes were typed up at night.',
        },
        {
          type: 'list',
          items: [
            "Month one: a voice agent took overflow and after-hours calls, captured the address and the problem, and booked callbacks. A quoting assistant turned the owner's voice notes into itemised quotes using the price list.",
            'Month two: the voice agent was connected to the job software so it could see real availability and book standard jobs directly, with a text confirmation to the customer.',
            'Month three: overdue invoices over fourteen days triggered a polite reminder, then a second one, then a task for the office manager to call.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The owner stopped typing quotes at the kitchen table, the office manager got back most of a day a week, and calls that used to ring out became booked jobs. None of it required new staff or a new job system; it required a plan, an owner and a monthly check of the numbers.',
        },
      ],
    },
    {
      id: 'choosing-partners',
      heading: 'Choosing tools and partners',
      blocks: [
        {
          type: 'paragraph',
          text: "The AI market changes monthly, so choose tools on criteria that last longer than this quarter's model rankings:",
        },
        {
          type: 'list',
          items: [
            'Does it connect to the software you already use, or will staff be copying and pasting between windows?',
            "Where is your data stored and processed, and is it used to train the provider's models? Business plans usually offer better terms than personal accounts.",
            'Can you export your prompts, knowledge and settings if you leave?',
            'Is pricing per user, per use or flat, and what happens to the bill if usage doubles?',
            'If you use a partner, will they show you the results each month and hand over everything you paid for?',
          ],
        },
      ],
    },
    {
      id: 'pitfalls',
      heading: 'Six pitfalls we see again and again',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Automating a broken process',
              icon: 'AlertTriangle',
              text: 'If your booking process confuses staff, AI will confuse customers faster. Fix and document the process first, then automate it.',
            },
            {
              title: 'Starting with the hardest problem',
              icon: 'Mountain',
              text: "The owner's biggest headache is rarely the best first project. Prove the approach on something simple, then tackle the big one with experience and trust behind you.",
            },
            {
              title: 'No owner',
              icon: 'UserX',
              text: 'A project that belongs to everyone belongs to no one. Give each workflow one named person who checks it weekly.',
            },
            {
              title: 'Skipping the team conversation',
              icon: 'MessageSquare',
              text: 'Staff who fear for their jobs will quietly work around the new system. Explain early that the goal is to remove the tasks they dislike, and involve them in choosing what to automate.',
            },
            {
              title: 'Ignoring privacy',
              icon: 'ShieldAlert',
              text: 'Client and patient information in the wrong tool is a real legal and reputational risk. Set the rules before the rollout. Our [ethics and compliance guide](/blog/ai-ethics-compliance) explains what applies.',
            },
            {
              title: 'Set and forget',
              icon: 'Clock',
              text: "Prices change, services change and so do customers' questions. An AI agent that was accurate in March can be quoting last year's prices by September. Review outputs monthly.",
            },
          ],
        },
      ],
    },
    {
      id: 'success-metrics',
      heading: 'Success metrics: how to know it is working',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pick no more than five measures and track them monthly in a simple spreadsheet. Compare each one with the baseline you recorded before you started.',
        },
        {
          type: 'table',
          caption: 'Metrics we track with small-business clients',
          columns: ['Metric', 'How to measure it', 'What good looks like after 90 days'],
          rows: [
            [
              'Hours saved',
              'Baseline task time minus current task time, times frequency',
              `${claims.hoursSavedPerWeek} hours a week across the business`,
            ],
            [
              'Response time',
              'Average time from enquiry to first reply',
              'Minutes instead of hours, including after hours',
            ],
            [
              'Missed calls',
              'Calls unanswered as a share of all calls',
              'Close to zero once a voice agent is live',
            ],
            [
              'Conversion',
              'Enquiries that become paying jobs or bookings',
              'Steady or rising while handling time falls',
            ],
            [
              'Quality',
              'Share of AI drafts sent with little or no editing',
              'Rising month on month',
            ],
            [
              'Payback',
              'Total AI costs divided by monthly savings',
              'Three to six months for most projects',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Put a dollar value on the hours saved using the real cost of the person who used to do the work, including super and on-costs. A receptionist at $35 an hour all-in who gets back ten hours a week is worth $350 a week, or about $18,000 a year, to redeploy on work that grows the business. The [ROI measurement guide](/blog/ai-roi-measurement) goes deeper on the formula.',
        },
      ],
    },
    {
      id: 'ninety-day-plan',
      heading: 'Your first 90 days, week by week',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Weeks 1-2: Assess',
              text: 'Run the readiness check, list your ten most time-consuming tasks, record baselines for the top three and write a one-page AI use policy.',
            },
            {
              title: 'Weeks 3-6: Quick wins',
              text: 'Launch two or three quick wins with a named owner each. Train the staff who will use them; a short session on writing clear instructions makes a large difference. Our [AI training](/ai-training) is built for exactly this stage.',
            },
            {
              title: 'Weeks 7-10: First integration',
              text: 'Choose the quick win with the best results and connect it to the system behind it: the calendar, the inbox or the job software. Keep a person approving the output.',
            },
            {
              title: 'Weeks 11-13: Review and plan',
              text: 'Compare every metric with its baseline. Keep what works, drop what does not, and write the plan for the next quarter with the evidence in hand.',
            },
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much should a small business budget for its first AI projects?',
      answer:
        'Quick wins using off-the-shelf tools can start at a few hundred dollars a month. Integrated projects such as a voice agent connected to your booking system or a custom workflow typically run from a few thousand dollars to set up plus a monthly fee. Budget against the hours you expect to save, not against what competitors spend.',
    },
    {
      question: 'Do we need to hire someone technical?',
      answer:
        'Usually not. You need an internal owner who understands the process and has time to test and review. The technical build can be done by an implementation partner, and many quick wins need no technical work at all.',
    },
    {
      question: 'What if our data is messy?',
      answer:
        'Most small-business data is. Start with tasks that rely on information you already keep well, such as your price list or service descriptions, and tidy the rest as part of the roadmap. AI can help with the tidying too.',
    },
    {
      question: 'How do we know when to move to the next phase?',
      answer:
        'When the current phase runs without you watching it. If your quick wins have owners, their numbers are tracked monthly and staff would complain if you took them away, you are ready to integrate. If you are still chasing people to use the tools, fix adoption before adding anything new.',
    },
    {
      question: 'Should we wait until AI settles down?',
      answer:
        'No. The tools will keep changing for years, but the groundwork in this roadmap, documented processes, clean data, a policy and a team that knows how to use AI well, stays valuable whichever tools win. Businesses that start now learn faster and pay less for the lesson.',
    },
    {
      question: 'How do we stop staff feeling threatened?',
      answer:
        'Involve them from the start. Ask each person which parts of their job they would happily hand over, automate those first and share the time saved. When people see AI taking the tedious work, resistance usually turns into requests for more.',
    },
  ],
  cta: {
    title: 'Know exactly where to start',
    description:
      'In a free assessment we review your processes, systems and team, place you on the readiness scale and hand you a prioritised list of quick wins with estimated hours saved.',
    buttonText: 'Get Your Free AI Readiness Assessment',
    target: 'booking',
  },
  related: [
    '/blog/ai-roi-measurement',
    '/blog/voice-ai-revolution',
    '/blog/prompt-engineering-guide',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
})
