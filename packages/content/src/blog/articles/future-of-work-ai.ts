import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** The future of work with AI: three waves, the skills that matter and a workforce strategy. */
export default defineArticle({
  slug: 'future-of-work-ai',
  title: 'The Future of Work with AI: Three Waves, New Skills and Your Workforce Plan',
  seoTitle: 'The Future of Work with AI',
  description:
    'How AI is changing work in three waves, the skills your staff will need and a practical workforce strategy for Australian small businesses.',
  keywords: [
    'future of work AI',
    'AI workforce strategy',
    'AI skills for staff',
    'AI and jobs Australia',
    'reskilling small business',
  ],
  datePublished: '2025-07-22',
  readTimeMinutes: 13,
  category: 'Workforce',
  tags: ['Future of Work', 'Workforce Strategy', 'Skills', 'AI Agents', 'Leadership'],
  hero: {
    badge: 'Workforce Strategy',
    headline: 'The Future of Work with AI: What Changes, What Stays and How to Prepare Your Team',
    intro:
      'Your staff are already using AI, whether or not you have a policy for it. Some are saving hours a week; others are worried about what it means for their jobs. Both groups are watching what you do next. AI is arriving in the workplace in three waves, each changing different tasks, and small businesses that plan for all three will keep their best people and win work from those that do not. This article explains the waves, the skills that matter in each, and a workforce strategy you can start this quarter.',
    image: {
      src: '/images/blog/future-of-work-ai.svg',
      alt: 'Illustration of three overlapping waves, each carrying icons of people working alongside AI tools',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'AI changes tasks before it changes jobs. Plan around the tasks in each role, not job titles.',
    'Wave one is personal assistance, wave two is workflow automation, wave three is AI agents that act on goals under human supervision.',
    'The skills that grow in value are judgement, clear instruction, process thinking, customer relationships and supervising AI work.',
    'A workforce strategy for a small business fits on one page: map tasks, choose what to automate, retrain, redeploy and review every quarter.',
  ],
  sections: [
    {
      id: 'tasks-not-jobs',
      heading: 'AI changes tasks before it changes jobs',
      blocks: [
        {
          type: 'paragraph',
          text: 'Think about a practice manager at a dental clinic. Her week includes answering phones, confirming appointments, chasing unpaid accounts, ordering supplies, handling complaints, rostering, training new staff and smoothing things over when the dentist runs late. AI can already do some of those tasks well, some of them partly, and some not at all.',
        },
        {
          type: 'paragraph',
          text: 'That mix is true of nearly every role in a small business. Headlines about AI "replacing jobs" miss it. In practice, AI takes over slices of many jobs at once. The question for an owner is not "which roles will disappear" but "which tasks should move to AI, and what should my people do with the time that frees up?"',
        },
        {
          type: 'paragraph',
          text: 'Get that question right and you end up with the same team doing more valuable work, better paid and more engaged. Get it wrong, or ignore it, and you end up with staff quietly using unapproved tools, uneven quality and your best people leaving for employers with a clearer plan.',
        },
      ],
    },
    {
      id: 'three-waves',
      heading: 'The three waves of AI at work',
      blocks: [
        {
          type: 'paragraph',
          text: 'The waves overlap rather than follow each other neatly. Most small businesses are somewhere in the first, a growing number are in the second, and the third is arriving now. Each wave changes a different kind of work.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Wave 1: Assistance',
              text: 'Individuals use chat assistants to draft, summarise, brainstorm and explain. The person stays in charge of every step; AI makes each step faster.',
              icon: 'MessageSquare',
            },
            {
              title: 'Wave 2: Automation',
              text: 'AI is built into workflows: a voice agent books appointments, documents are read and filed, quotes are drafted from job notes. Work flows through AI with people checking the output.',
              icon: 'Workflow',
            },
            {
              title: 'Wave 3: Agents',
              text: "AI agents are given a goal, such as filling next week's empty appointments, and work across several systems to achieve it, asking a person for approval at set points.",
              icon: 'Bot',
            },
          ],
        },
      ],
    },
    {
      id: 'wave-one',
      heading: 'Wave one: AI as a personal assistant',
      blocks: [
        {
          type: 'paragraph',
          text: 'This is where most Australian small businesses are today. A bookkeeper uses a chat assistant to draft client letters. An electrician turns rough notes into a tidy quote description. A café owner writes a month of social posts in an afternoon. Nothing about the business process changes; individual tasks get faster.',
        },
        {
          type: 'paragraph',
          text: 'The gains are real but uneven. Staff who write clear prompts save hours a week; others try it twice, get a generic answer and give up. The quality of work also varies because everyone uses different tools in different ways, and some paste client information into tools they should not.',
        },
        {
          type: 'list',
          items: [
            'What changes: drafting, summarising, research and first-pass writing become quicker.',
            'Who is affected most: administration, marketing, and anyone who writes a lot.',
            'The main risk: inconsistent quality and client data in the wrong place.',
            'What to do: a short AI use policy, approved tools, a shared prompt library and basic training. Our [prompt engineering guide](/blog/prompt-engineering-guide) is a good start.',
          ],
        },
      ],
    },
    {
      id: 'wave-two',
      heading: 'Wave two: AI built into your workflows',
      blocks: [
        {
          type: 'paragraph',
          text: 'In the second wave, AI stops being something a person opens in a browser tab and becomes part of how work moves through the business. Calls are answered and booked by a voice agent. Supplier invoices are read, coded and queued for approval. Enquiries from the website get a tailored reply within minutes, at any hour.',
        },
        {
          type: 'paragraph',
          text: `This is where the large gains appear, because the work no longer waits for a person to be free. Businesses that automate a few high-volume processes commonly free up ${claims.hoursSavedPerWeek} hours a week across the team. The role of staff shifts from doing each step to handling exceptions, checking quality and dealing with the customers who need a human.`,
        },
        {
          type: 'list',
          items: [
            'What changes: repetitive processes with clear rules run mostly on their own.',
            'Who is affected most: reception, bookings, data entry, accounts and dispatch roles.',
            'The main risk: automating a broken process, and staff who feel sidelined rather than promoted.',
            'What to do: pick processes with clear volume and cost, measure them first, and give affected staff new responsibilities before the change goes live. See [how voice agents change customer service](/blog/voice-ai-revolution).',
          ],
        },
      ],
    },
    {
      id: 'wave-three',
      heading: 'Wave three: AI agents working towards goals',
      blocks: [
        {
          type: 'paragraph',
          text: 'In the third wave, you no longer describe every step. You give an AI agent a goal and boundaries, and it works out the steps. An agent asked to reduce overdue invoices might check the accounting system, send reminders in the right tone for each client, offer payment plans within limits you set, and hand the difficult conversations to a person with a summary of the history.',
        },
        {
          type: 'paragraph',
          text: 'The major AI and browser vendors are all building in this direction, as our articles on the [agentic AI update](/blog/google-agentic-ai-update) and [agent toolkits](/blog/openai-agentkit-saas-future) explain. For small businesses, this wave will arrive through tools you already use as much as through custom builds.',
        },
        {
          type: 'list',
          items: [
            'What changes: multi-step work across several systems, such as follow-ups, scheduling, ordering and reporting.',
            'Who is affected most: coordinators, managers and owners, whose days are full of chasing and checking.',
            'The main risk: agents acting without enough oversight, and unclear accountability when they get it wrong.',
            "What to do: set clear approval points, start with low-risk goals, and make one person responsible for each agent's results.",
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'A person stays accountable',
          text: "Whatever the wave, your business is responsible for what its AI does: a wrong quote, a privacy breach or a rude message is your problem, not the software vendor's. Build in human checks where the cost of a mistake is high. Our [AI ethics and compliance guide](/blog/ai-ethics-compliance) covers the obligations.",
        },
      ],
    },
    {
      id: 'by-industry',
      heading: 'What the waves look like in your industry',
      blocks: [
        {
          type: 'table',
          caption: 'Examples of each wave in common small-business sectors',
          columns: ['Industry', 'Wave 1: Assistance', 'Wave 2: Automation', 'Wave 3: Agents'],
          rows: [
            [
              'Trades',
              'Quote descriptions and safe work method statements drafted from notes',
              'Calls answered and jobs booked after hours',
              'An agent that schedules crews, orders materials and updates customers on arrival times',
            ],
            [
              'Health clinics',
              'Patient letters and referral summaries drafted for review',
              'Bookings, reminders and recall lists run automatically',
              'An agent that fills cancellations from the waitlist and rebalances practitioner diaries',
            ],
            [
              'Cafés and hospitality',
              'Menus, specials and social posts written faster',
              'Catering enquiries quoted and ordering suggested from sales data',
              'An agent that adjusts rosters and orders to forecast demand, within budget limits',
            ],
            [
              'Professional services',
              'Research, first drafts and meeting summaries',
              'Client documents collected, read and filed',
              'An agent that runs the monthly client cycle: requests, reminders, drafts and sign-off',
            ],
          ],
        },
      ],
    },
    {
      id: 'skills',
      heading: 'The skills that grow in value',
      blocks: [
        {
          type: 'paragraph',
          text: 'As AI takes on more routine work, the human skills that remain are worth more, not less. These are the six we see making the biggest difference in small teams.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Clear instruction',
              text: 'Explaining a task well, to a person or an AI: context, format, examples, audience. It is the core of prompting and of delegating.',
              icon: 'MessageSquareText',
            },
            {
              title: 'Judgement and checking',
              text: 'Spotting when an AI answer is wrong, incomplete or off-tone, and knowing which outputs must be checked every time.',
              icon: 'SearchCheck',
            },
            {
              title: 'Process thinking',
              text: 'Seeing work as steps that can be written down, measured and improved. Staff who can map a process can automate it.',
              icon: 'GitBranch',
            },
            {
              title: 'Customer relationships',
              text: 'Empathy, negotiation and trust. When routine contact is automated, the human conversations that remain are the ones that matter most.',
              icon: 'HeartHandshake',
            },
            {
              title: 'Data care',
              text: 'Keeping customer lists, price books and job records tidy and private. AI is only as good as the information it is given.',
              icon: 'Database',
            },
            {
              title: 'Supervising AI work',
              text: 'Setting goals and limits for agents, reviewing their logs, and stepping in on exceptions. This becomes a normal part of many roles in wave three.',
              icon: 'ShieldCheck',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'None of these needs a technical background. A receptionist who understands why patients call and how bookings should work is exactly the right person to supervise a voice agent. Your existing staff already hold the business knowledge; what they need is the confidence and the methods to apply it to AI.',
        },
      ],
    },
    {
      id: 'roles-changing',
      heading: 'How roles are likely to shift',
      blocks: [
        {
          type: 'list',
          items: [
            'Receptionist becomes patient or customer experience coordinator: handles complex calls, complaints and VIP clients while the voice agent takes routine bookings.',
            'Admin assistant becomes operations coordinator: owns the automated workflows, checks exceptions and improves processes.',
            'Bookkeeper becomes adviser: less data entry, more cash flow forecasting and client conversations.',
            'Site supervisor spends less time on paperwork and more on quality and training, with job notes, quotes and reports drafted automatically.',
            'Owner moves from doing and chasing to deciding: reviewing dashboards and summaries rather than digging through inboxes at night.',
          ],
        },
        {
          type: 'paragraph',
          text: 'These shifts usually come with more responsibility, and they should come with a clear title and, where warranted, a pay review. Staff who see a path forward adopt new tools quickly. Staff who see only risk resist, often quietly.',
        },
      ],
    },
    {
      id: 'what-stays-human',
      heading: 'What stays human',
      blocks: [
        {
          type: 'paragraph',
          text: 'It is just as useful to be clear about what AI should not do in your business. Writing it down reassures staff and customers, and it stops well-meaning automation from creeping into places it does not belong.',
        },
        {
          type: 'list',
          items: [
            'Hard conversations: bad news, complaints that have escalated, clinical or financial advice, and anything where someone is upset or vulnerable.',
            'Final decisions with real consequences: hiring and firing, credit and payment plans outside set limits, refunds above an agreed amount, and safety calls on site.',
            'Hands-on skilled work: the plumbing, the physiotherapy, the coffee, the audit. AI can prepare, schedule and document it; it cannot do it.',
            "Relationships that win repeat business: the owner who remembers a client's renovation, the barista who knows the regulars, the accountant who calls before a deadline.",
            'Setting the direction: which customers you want, what you stand for and where the business goes next.',
          ],
        },
        {
          type: 'paragraph',
          text: 'A simple rule of thumb we give clients: automate what is repetitive, assist what is skilled, and protect what is personal. Most customers are happy for a machine to confirm their Tuesday booking. Very few want a machine to tell them their claim was rejected.',
        },
      ],
    },
    {
      id: 'workforce-strategy',
      heading: 'A workforce strategy that fits on one page',
      blocks: [
        {
          type: 'paragraph',
          text: 'Large companies write long transformation plans. A small business needs one page and a quarterly review. Work through these six steps with your team, not just for them.',
        },
        {
          type: 'steps',
          items: [
            {
              title: '1. Map the tasks in each role',
              text: 'Ask each person to list what they do in a typical week and roughly how long each task takes. Mark each task: routine and rule-based, partly routine, or needs human judgement.',
            },
            {
              title: '2. Pick the first tasks to move',
              text: 'Choose two or three routine tasks with high volume and a clear cost, such as missed calls, data entry or appointment reminders. Measure them before you change anything.',
            },
            {
              title: '3. Decide where the time goes',
              text: 'Before automating, agree what the freed-up hours will be used for: better follow-up, more billable work, training, or fewer overtime hours. Write it down.',
            },
            {
              title: '4. Train for the new work',
              text: 'Give every staff member basic AI training and give the people taking on supervision roles deeper training. Budget a few hours a month for practice, not a one-off session.',
            },
            {
              title: '5. Set the rules',
              text: 'Approved tools, what data can go where, which outputs need a human check and who is accountable for each automated process.',
            },
            {
              title: '6. Review every quarter',
              text: 'Check the results, ask staff what is working and what is not, and choose the next tasks. Adjust roles and titles as responsibilities change.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Check your consultation obligations',
          text: 'Most modern awards and enterprise agreements require you to consult employees before making major workplace changes that are likely to significantly affect them, such as changes to roles or hours. Talk to your team early; it is the law in many cases and it builds trust in every case.',
        },
      ],
    },
    {
      id: 'bringing-staff-along',
      heading: 'Bringing your team with you',
      blocks: [
        {
          type: 'paragraph',
          text: 'The biggest barrier to AI in small businesses is rarely the technology. It is uncertainty. People worry about their jobs, about looking foolish with a new tool, and about being blamed when an automated process goes wrong.',
        },
        {
          type: 'list',
          items: [
            'Say plainly what you are trying to achieve and what you are not. If no one is losing their job, say so. If hours will change, say that too, early.',
            'Involve the people who do the work in choosing and testing the tools. They know where the edge cases are.',
            'Celebrate time saved and what it was used for, not just the tool itself.',
            'Make it safe to report problems. An automated process that nobody dares to question will eventually fail in front of a customer.',
            'Pick one or two enthusiastic staff as AI champions and give them time to help others.',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Say the quiet part out loud',
          text: 'One plain sentence at a team meeting does more than any policy document: "The voice agent is here to take the 6 am calls and the after-hours bookings, not anyone\'s job." Once staff hear that, the questions usually change from "why are we doing this?" to "can it also do this?"',
        },
      ],
    },
    {
      id: 'hiring',
      heading: 'Hiring for an AI-enabled business',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your next hires should be judged partly on how well they work with AI. That does not mean hiring programmers. It means asking candidates how they already use AI tools, giving them a short practical task that includes checking an AI draft for errors, and valuing curiosity and clear writing alongside industry experience.',
        },
        {
          type: 'paragraph',
          text: 'It also means rethinking which roles you fill. Before replacing a departing staff member like for like, ask whether part of the role can be automated and the remainder combined with another role or upgraded into something more valuable. Many small businesses find they can grow revenue for a year or two without adding administrative headcount, and put the savings into customer-facing or skilled roles instead.',
        },
      ],
    },
    {
      id: 'twelve-month-plan',
      heading: 'Your first twelve months',
      blocks: [
        {
          type: 'table',
          caption: 'A realistic timeline for a team of 5 to 30 people',
          columns: ['Quarter', 'Focus', 'Outcome to aim for'],
          rows: [
            [
              'Quarter 1',
              'Wave one done well: use policy, approved tools, training, prompt library',
              'Every staff member using AI weekly for at least one task',
            ],
            [
              'Quarter 2',
              'First wave-two automations: calls, bookings or document handling',
              'Two processes automated, measured against a baseline',
            ],
            [
              'Quarter 3',
              'Role changes: new responsibilities, titles and training for supervisors',
              `${claims.hoursSavedPerWeek} hours a week redirected to higher-value work`,
            ],
            [
              'Quarter 4',
              'First low-risk agent with clear approval points',
              'One goal-based agent running under supervision, and a plan for year two',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'If you want a structured path through these stages, our [AI implementation roadmap](/blog/ai-implementation-roadmap) covers readiness and quick wins, and the [Automate to Dominate coaching programme](/automate-to-dominate) takes owners through it over twelve weeks. To put a dollar figure on each step, use the method in our [AI ROI guide](/blog/ai-roi-measurement).',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will AI replace my staff?',
      answer:
        'In most small businesses, AI replaces tasks rather than people. The businesses we work with mostly use the time freed up for better service, more billable work and growth without extra admin hires. Where roles do change significantly, plan it openly and consult the people affected.',
    },
    {
      question: 'Which wave should my business start with?',
      answer:
        'Start with wave one for everyone, because the skills carry into the later waves. At the same time, pick one high-volume process for wave two. Leave wave-three agents until you have clean data and clear processes.',
    },
    {
      question: 'How much training do staff need?',
      answer:
        'A half-day practical session gets most people confident with wave-one tools. Staff who will supervise automated workflows or agents need a few more sessions and regular practice. Ongoing short sessions work better than one big course.',
    },
    {
      question: 'Do I need an AI policy if we are only a small team?',
      answer:
        'Yes, but it can be one page: which tools are approved, what information must never be entered, which outputs must be checked by a person, and who to ask when unsure.',
    },
  ],
  cta: {
    title: "Plan your team's next three years in one session",
    description:
      'We map the tasks in your key roles, show which ones suit each wave of AI, and leave you with a one-page workforce plan your staff can get behind.',
    buttonText: 'Book a Workforce Strategy Session',
    target: 'booking',
  },
  related: [
    '/blog/ai-implementation-roadmap',
    '/blog/google-agentic-ai-update',
    '/blog/prompt-engineering-guide',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
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
  },
})
