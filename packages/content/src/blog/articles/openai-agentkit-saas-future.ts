import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** OpenAI's agent toolkit, what it means for the future of SaaS and five actions for businesses. */
export default defineArticle({
  slug: 'openai-agentkit-saas-future',
  title: 'OpenAI AgentKit and the Future of SaaS: What Australian Businesses Should Do',
  seoTitle: 'OpenAI AgentKit and the Future of SaaS',
  description:
    "OpenAI's AgentKit explained: Agent Builder, ChatKit, Evals and the Connector Registry, what they mean for SaaS, and five actions for Australian businesses.",
  keywords: [
    'OpenAI AgentKit',
    'Agent Builder',
    'ChatKit',
    'future of SaaS',
    'AI agents Australia',
  ],
  datePublished: '2025-09-25',
  readTimeMinutes: 12,
  category: 'AI News',
  tags: ['AgentKit', 'OpenAI', 'AI Agents', 'SaaS', 'Australia', 'Strategy'],
  hero: {
    badge: 'Australia',
    headline: 'AgentKit and the Future of SaaS: Why Your Software Stack Is About to Change',
    intro:
      "OpenAI's AgentKit is a set of tools for building, deploying and improving AI agents: software that does a job from start to finish rather than giving you another dashboard to click through. It bundles a visual agent builder, an embeddable chat interface, tools for testing agent quality and a central registry for connecting business data. For Australian small businesses paying for a dozen subscriptions in US dollars, the bigger story is what toolkits like this mean for the software you buy, and what you could build instead. Here is what it is, why it matters, and five things to do about it.",
    image: {
      src: '/images/blog/openai-agentkit-saas-future.svg',
      alt: 'Illustration of a row of software dashboards folding into a single AI agent connected to business apps',
      width: 1200,
      height: 630,
    },
  },
  sections: [
    {
      id: 'at-a-glance',
      heading: 'The short version',
      blocks: [
        {
          type: 'list',
          items: [
            'AgentKit packages the pieces a business needs to build an AI agent: design the workflow, put it in front of customers or staff, test that it behaves, and connect it to your data.',
            'It lowers the effort of building a useful custom agent from a development project to something closer to configuring a workflow tool, although real business agents still need careful design and testing.',
            'The long-term shift is from software you operate to software that operates for you. That changes what you should pay for, and how much.',
            'Australian businesses should review their software spend, tidy their data, and pilot one agent on a well-understood process before committing to anything big.',
          ],
        },
      ],
    },
    {
      id: 'what-is-agentkit',
      heading: 'What AgentKit is',
      blocks: [
        {
          type: 'paragraph',
          text: 'Building an AI agent that does real work has needed several separate pieces: a way to design what the agent does step by step, a user interface for people to talk to it, a way to check it gives the right answers, and secure connections to the systems where your information lives. Teams have stitched these together themselves. AgentKit brings them under one roof. As OpenAI describes it, there are four main parts.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Agent Builder',
              text: 'A visual canvas for designing agent workflows: you connect steps such as "understand the request", "look up the customer", "check availability" and "draft a reply", add rules and guardrails, and test runs before publishing. Versions can be compared and rolled back.',
              icon: 'Workflow',
            },
            {
              title: 'ChatKit',
              text: 'A toolkit for embedding a chat-based agent in your own website or app, styled to match your brand, so customers talk to your agent in your space rather than on a third-party site.',
              icon: 'MessagesSquare',
            },
            {
              title: 'Evals',
              text: "Tools for measuring how well an agent performs: build sets of test questions with known good answers, grade the agent's step-by-step work, and see whether a change made it better or worse.",
              icon: 'ClipboardCheck',
            },
            {
              title: 'Connector Registry',
              text: 'A central place for an administrator to manage how agents connect to data and tools, such as file storage and workplace apps, so access is controlled in one spot instead of scattered across projects.',
              icon: 'Plug',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Availability, pricing and the exact feature set of each part are changing quickly, and some parts may be offered in stages. Check the current details before you plan a project around any single feature. What matters for strategy is the pattern, because every major AI company is moving in the same direction, as our article on the [agentic AI browser update](/blog/google-agentic-ai-update) shows.',
        },
      ],
    },
    {
      id: 'what-you-could-build',
      heading: 'What a small business could build',
      blocks: [
        {
          type: 'paragraph',
          text: 'Toolkits like this make custom agents realistic for businesses that would never have hired a development team. Some examples of what we scope with clients:',
        },
        {
          type: 'table',
          caption: 'Example agents for common small businesses',
          columns: ['Business', 'Agent', 'What it replaces or reduces'],
          rows: [
            [
              'Physiotherapy clinic',
              'Website chat agent that answers questions about treatments, checks health fund rebate basics and books the right practitioner',
              'Phone enquiries during consults and after-hours web forms nobody answers until morning',
            ],
            [
              'Electrical contractor',
              'Internal agent that turns photos and site notes into a draft quote using the price book',
              'Evenings spent writing quotes; a separate quoting add-on subscription',
            ],
            [
              'Accounting practice',
              'Client portal agent that collects year-end documents, chases what is missing and answers status questions',
              'Dozens of "where are we up to?" emails each week at tax time',
            ],
            [
              'Café and catering',
              'Catering order agent that builds a menu to budget and dietary needs and sends it for approval',
              'Back-and-forth emails and a generic online form',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Each of these is a narrow agent with a clear job, a short list of data sources and a person who checks the important outputs. That is the right shape for a first project.',
        },
      ],
    },
    {
      id: 'why-it-matters',
      heading: 'Why it matters: the future of SaaS',
      blocks: [
        {
          type: 'paragraph',
          text: 'For twenty years, business software has followed one model: you pay a monthly fee per user, and in return you get a dashboard where your staff do the work. Your CRM stores leads but someone has to follow them up. Your job management system holds the schedule but someone has to rearrange it when a client cancels. The software organises the work; people still do it.',
        },
        {
          type: 'paragraph',
          text: 'Agents flip that. The valuable product is no longer the dashboard but the outcome: leads followed up, schedules rearranged, invoices chased. When building an agent that does the work gets easier, three things follow.',
        },
        {
          type: 'table',
          caption: 'How software is shifting',
          columns: ['Aspect', 'Traditional SaaS', 'Agent era'],
          rows: [
            ['What you buy', 'Access to a tool', 'A job done'],
            [
              'How you pay',
              'Per user, per month',
              'Increasingly per task, per outcome or by usage',
            ],
            [
              'Who does the work',
              'Your staff, inside the tool',
              'The agent, with staff approving and handling exceptions',
            ],
            ['Interface', 'Menus, forms and dashboards', 'A conversation, or no interface at all'],
            [
              'What makes it valuable',
              'Features',
              'Your data, your processes and how well the agent is tested',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'First, many single-purpose subscriptions become features of a more general agent. Why pay separately for a booking widget, an FAQ bot and a review-request tool if one agent connected to your calendar and customer list can do all three? Second, software vendors will rebuild their products around agents and change their pricing, sometimes in your favour and sometimes not. Third, your own business data and know-how become the valuable part: anyone can access the same AI models, but only you have your price book, your customer history and your way of doing things.',
        },
        {
          type: 'quote',
          text: 'The question is shifting from "which software should we buy?" to "which jobs should be done for us, and who owns the agent that does them?"',
          cite: 'A question we now hear in most strategy sessions',
        },
        {
          type: 'paragraph',
          text: 'This does not mean SaaS disappears. Your accounting system, practice management software and job management platform will remain the systems of record: the place the official data lives. What changes is that more of the work on top of them is done by agents, and some of the smaller tools around them become unnecessary.',
        },
      ],
    },
    {
      id: 'australian-context',
      heading: 'The Australian angle',
      blocks: [
        {
          type: 'paragraph',
          text: 'A few local factors make this shift more pressing here than the global coverage suggests.',
        },
        {
          type: 'list',
          items: [
            'Exchange rates: most business software is priced in US dollars. When the Australian dollar falls, your software bill rises with no change in what you get.',
            'Privacy obligations: agents read and act on customer information. If your business is covered by the Privacy Act, and every health service provider is, you need to know where data goes and how it is protected, including overseas processing.',
            'Local systems: Australian small businesses run on a mix of local and global platforms for accounting, payroll, practice management and job management. Any agent you build is only as useful as its connections to the systems you actually use, so check integration options first.',
            'Time zones and after-hours demand: customers in Perth, Darwin and on the east coast expect replies in their own evening. Agents work around the clock without penalty rates.',
            'Skills shortages: in trades, health and professional services, businesses often cannot find admin staff at all. Agents that absorb admin let scarce skilled staff spend time on skilled work.',
          ],
        },
      ],
    },
    {
      id: 'five-actions',
      heading: 'Five actions for Australian businesses',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: '1. Audit your software subscriptions',
              text: 'List every subscription, its monthly cost in Australian dollars including GST, how many seats you pay for and how many people actually use it. Mark each one: system of record (keep), single-purpose helper (candidate to replace), or unused (cancel now). Many businesses find several hundred dollars a month in the last two groups.',
            },
            {
              title: '2. Pick one job an agent could own',
              text: 'Choose a job with clear steps, high volume and a visible cost: answering website enquiries, chasing overdue invoices, collecting documents, booking appointments. Write down the steps a good staff member follows today. That document is your agent specification.',
            },
            {
              title: '3. Get your data ready and check where it goes',
              text: 'Clean up the price list, service descriptions, FAQs and customer records the agent will use. Decide what it may access and what it may not. Read the data terms of any AI service and check your privacy obligations before anything goes live.',
            },
            {
              title: '4. Pilot with testing built in',
              text: 'Before launch, collect 30 to 50 real questions or cases with the correct outcome for each. Test the agent against them, fix what fails, and keep running the same tests after every change. This is what evaluation tools are for, and it is the step most businesses skip.',
            },
            {
              title: '5. Decide build, buy or partner, and keep ownership',
              text: 'For some jobs, an agent feature in software you already use is enough. For others, a custom agent gives you an edge. Whichever you choose, keep ownership of your data, your prompts and your test cases so you can move providers without starting again.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Start narrow, measure, then expand',
          text: 'A single agent that reliably answers and books new enquiries is worth more than an ambitious assistant that does ten things unreliably. Measure the first one with the method in our [AI ROI guide](/blog/ai-roi-measurement), then add the next job.',
        },
      ],
    },
    {
      id: 'illustrative-numbers',
      heading: 'What the numbers can look like',
      blocks: [
        {
          type: 'paragraph',
          text: 'Consider an illustrative eight-person professional services firm. It pays for a CRM, a booking tool, a website chat widget, a form builder, an e-signature tool, a survey tool and a scheduling add-on, around $1,400 a month in total once converted to Australian dollars. Staff also spend roughly 12 hours a week answering routine client questions and chasing documents.',
        },
        {
          type: 'paragraph',
          text: `A custom client-service agent connected to the CRM and the document store could take over the chat widget, the form builder, the survey tool and the scheduling add-on, and handle most of the routine questions and chasing. If that removes $500 a month of subscriptions and 10 hours of staff time at $45 an hour, the firm recovers about $2,450 a month before the agent's own running costs. Weigh that against build and running costs: industry-wide, focused projects of this kind typically pay back within three to six months. Our clients usually recover their investment in about ${claims.roiDays} days.`,
        },
        {
          type: 'paragraph',
          text: 'Your numbers will differ, which is exactly why step 1 of the five actions is an audit. Compare the result with our [AI agent packages](/ai-agent-pricing) and [voice agent plans](/ai-voice-agents-pricing) to see what a custom build would cost you.',
        },
      ],
    },
    {
      id: 'evaluate-platforms',
      heading: 'Questions to ask before you choose an agent platform',
      blocks: [
        {
          type: 'paragraph',
          text: 'Whether you build on AgentKit, use an agent feature inside software you already own, or work with a partner, the same questions separate a solid choice from an expensive experiment. Ask them of any vendor, including us.',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'Which of our systems can it connect to today, and how: a supported connector, a custom integration or copy and paste?',
            'Where is our data processed and stored, is it used to train models, and how do we delete it?',
            'What does it cost at our volume? Ask for a monthly estimate in Australian dollars for your real number of conversations or tasks, not a price per million tokens.',
            'How do we test it? Can we run a fixed set of test cases after every change and see the results?',
            'What happens when it is unsure? Can it hand over to a person with a summary, and can customers always reach a human?',
            'Who can change its instructions, and is there a version history so a bad change can be rolled back?',
            'Can we export our instructions, knowledge and test cases if we move to another provider?',
            'Who supports it in our business hours, and what is the response time when it breaks?',
          ],
        },
        {
          type: 'paragraph',
          text: 'A vendor who answers all eight clearly is worth talking to. A vendor who cannot answer the data and testing questions is not ready for your customers, however good the demo looks.',
        },
      ],
    },
    {
      id: 'risks',
      heading: 'Risks and how to manage them',
      blocks: [
        {
          type: 'list',
          items: [
            "Lock-in: building deeply on one vendor's toolkit makes switching harder. Keep your instructions, data and test cases in a form you own.",
            'Reliability: agents can make confident mistakes. Require human approval for payments, legal commitments and anything medical or financial, and review logs weekly at first.',
            'Security: every connector is a door into your data. Give agents the minimum access they need, use separate accounts, and remove access you no longer use.',
            'Changing products: features and pricing in this area are moving quickly. Avoid long commitments until a product has proved itself in your business.',
            'Customer trust: tell customers when they are dealing with an AI agent, and make it easy to reach a person. Our [AI ethics and compliance guide](/blog/ai-ethics-compliance) covers disclosure.',
          ],
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Where to go from here',
      blocks: [
        {
          type: 'paragraph',
          text: 'Toolkits like AgentKit will not transform a business on their own. The businesses that benefit will be the ones that know which jobs to hand over, have their data in order and test before they trust. None of that depends on waiting for the technology to settle, so start with the subscription audit this week and the first pilot next month. For the bigger picture, our [future of work article](/blog/future-of-work-ai) covers what these changes mean for your team, and you can browse more [AI news and guides](/blog).',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I need a developer to use AgentKit?',
      answer:
        'Visual tools make simple agents possible without code, but a reliable business agent still needs careful design, secure connections to your systems and thorough testing. Many small businesses build the first one with a partner and then maintain it themselves.',
    },
    {
      question: 'Will agents replace the software I already pay for?',
      answer:
        'Not your core systems such as accounting or practice management, which remain the official record. Agents are more likely to replace small single-purpose tools around them and reduce the manual work done inside them.',
    },
    {
      question: 'What does an agent built this way cost to run?',
      answer:
        "Running costs usually combine the AI provider's usage charges with any platform or hosting fees, and they scale with how many conversations or tasks the agent handles. For most small businesses the bigger costs are design, integration and testing, so get a monthly estimate in Australian dollars at your real volume before you start.",
    },
    {
      question: 'Is it safe to connect an AI agent to customer data?',
      answer:
        "It can be, with the right setup: minimum access, clear approval points, a check of the provider's data terms and your Privacy Act obligations, and regular review of what the agent did. Start with low-risk data and expand as you build confidence.",
    },
  ],
  cta: {
    title: 'Turn the agent shift into an advantage',
    description:
      'In a strategy call we audit your software stack, pick the first job an agent should own and outline the build, the costs and the payback.',
    buttonText: 'Book Your AI Strategy Call Now',
    target: 'booking',
  },
  related: [
    '/blog/google-agentic-ai-update',
    '/blog/future-of-work-ai',
    '/blog/ai-roi-measurement',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
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
  },
})
