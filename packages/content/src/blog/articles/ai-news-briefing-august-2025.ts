import { defineArticle } from '../define'

/** The August 2025 news briefing: five AI news items and what each means for Australian small business. */
export default defineArticle({
  slug: 'ai-news-briefing-august-2025',
  title: 'AI News Briefing, August 2025: What Matters for Australian Small Business',
  seoTitle: 'AI News Briefing: August 2025',
  description:
    'GPT-5, open-weight models from OpenAI, Claude Opus 4.1 and the Productivity Commission on AI rules: August 2025 news, explained for small business owners.',
  keywords: [
    'AI news August 2025',
    'GPT-5 small business',
    'gpt-oss open-weight models',
    'Claude Opus 4.1',
    'Productivity Commission AI',
    'AI news Australia',
  ],
  datePublished: '2025-08-21',
  readTimeMinutes: 8,
  category: 'AI News',
  tags: ['AI News', 'GPT-5', 'Open Source', 'Regulation', 'Voice AI', 'Australia'],
  hero: {
    badge: 'Monthly Briefing',
    headline: 'AI News Briefing: August 2025',
    intro:
      'August was a big month. Three of the largest AI companies released new models within a week of each other, and the Productivity Commission put forward its view on how Australia should regulate AI. You do not need to follow every announcement to run a business. You need to know which changes affect your costs, your tools and your obligations. This briefing covers five items and what each one means if you run a trade business, a clinic, a café or a professional practice.',
    image: {
      src: '/images/blog/ai-news-briefing-august-2025.svg',
      alt: 'Five news headline cards arranged on a desk beside a coffee cup',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'GPT-5 is now the default model in ChatGPT, including on the free plan, so your staff are already using it.',
    'OpenAI has released open-weight models you can run on your own hardware, which strengthens the case for private, offline AI.',
    'Model quality is converging: choose tools by how well they fit your workflow, not by which company is in the headlines.',
    'Australia is leaning towards using existing laws before adding AI-specific ones, so privacy and consumer law remain the rules to watch.',
  ],
  sections: [
    {
      id: 'at-a-glance',
      heading: 'The month at a glance',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you only have a minute: the AI your team uses every day became noticeably more capable, the option of running good AI privately on your own equipment became more realistic, and the regulatory picture in Australia shifted towards applying the laws we already have. None of this requires you to act tomorrow. Two items, GPT-5 and the open-weight models, are worth a conversation at your next team meeting.',
        },
      ],
    },
    {
      id: 'five-stories',
      heading: 'Five stories worth your time',
      blocks: [
        {
          type: 'news',
          items: [
            {
              category: 'Models',
              time: '2 min read',
              title: 'GPT-5 becomes the default in ChatGPT',
              summary:
                'OpenAI released GPT-5 on 7 August and made it the default model in ChatGPT for all users, free accounts included, with usage limits on the lower tiers. It works as one system that decides for itself whether a question needs a quick answer or longer reasoning, so users no longer pick from a menu of models. For a business, the practical change is that staff on free or personal accounts now have a stronger tool in their hands, which makes a clear policy on what client information may be entered more important than ever.',
              source: 'OpenAI announcement, 7 August 2025',
            },
            {
              category: 'Open Source',
              time: '2 min read',
              title: 'OpenAI releases open-weight models you can run yourself',
              summary:
                'Two days earlier, OpenAI published gpt-oss-120b and gpt-oss-20b, its first open-weight language models in years, under the permissive Apache 2.0 licence. The smaller model is designed to run on a machine with 16 GB of memory; the larger one on a single high-end data-centre graphics card. This matters for anyone handling sensitive information: a capable model from a major developer can now run entirely on your premises. Our guide to [offline open-source AI](/blog/offline-opensource-ai) walks through the costs.',
              source: 'OpenAI announcement, 5 August 2025',
            },
            {
              category: 'Models',
              time: '1 min read',
              title: 'Anthropic ships Claude Opus 4.1',
              summary:
                "Anthropic released Claude Opus 4.1 on the same day, an upgrade focused on coding, research and multi-step tasks carried out by AI agents. Together with GPT-5 and Google's Gemini 2.5 family, it confirms that the leading models are now close in everyday quality. For small businesses, that is good news: you can choose a tool for its price, privacy terms and how well it connects to your systems, rather than chasing whichever model is top of the charts this week.",
              source: 'Anthropic announcement, 5 August 2025',
            },
            {
              category: 'Regulation',
              time: '2 min read',
              title: 'Productivity Commission sets out its view on AI rules',
              summary:
                "The Productivity Commission's interim report on harnessing data and digital technology argued that AI-specific regulation should be a last resort, and that governments should first check where existing laws, such as privacy, consumer and anti-discrimination law, already cover the risks. It also sought feedback on ideas that drew strong reactions, including a possible copyright exception for text and data mining. These are recommendations, not law. The message for business owners is that the rules you already follow still apply to AI, and they are where your attention belongs.",
              source: 'Productivity Commission interim report, August 2025',
            },
            {
              category: 'Voice AI',
              time: '1 min read',
              title: 'Voice agents move from novelty to the front desk',
              summary:
                "Across our own client work this year, the most common first AI project has shifted from chatbots to phone answering. Voice models now handle Australian accents, interruptions and background noise well enough for real customers, and the cost has fallen to the point where a small clinic or trade business can cover after-hours calls for less than a casual receptionist's weekly wage. If missed calls are costing you jobs, compare the options on our [voice agent pricing page](/ai-voice-agents-pricing).",
              source: 'Kookaburra AI client work',
            },
          ],
        },
      ],
    },
    {
      id: 'what-it-means',
      heading: 'What it means for your business',
      blocks: [
        {
          type: 'paragraph',
          text: 'New models arrive every month. The useful question is not "which model is best?" but "what can my business now do that it could not do last quarter?" Here is our reading for four kinds of business we work with every week.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Tradies',
              icon: 'Wrench',
              text: 'Better reasoning means better quotes from rough notes and photos. A plumber who dictates "replace 50 L hot water unit, two-storey, tight access" can get a tidy, itemised quote draft in seconds. Pair it with a voice agent so that calls from the roof are answered and booked.',
            },
            {
              title: 'Clinics',
              icon: 'Stethoscope',
              text: 'The open-weight release is the story to watch. Summarising consultation notes and drafting referral letters on an in-house model keeps health information off overseas servers, which makes your privacy obligations far simpler to explain to patients.',
            },
            {
              title: 'Cafés and hospitality',
              icon: 'Coffee',
              text: 'Stronger free tools make weekly menu copy, social posts and supplier emails quicker. The gain is small per task but adds up: an owner who spends four hours a week on admin writing can often halve it.',
            },
            {
              title: 'Professional services',
              icon: 'Briefcase',
              text: 'Accountants, lawyers and consultants benefit most from longer reasoning: reviewing contracts, comparing documents and preparing first drafts of advice. The catch is confidentiality, so set the rules on client data before staff find their own way.',
            },
          ],
        },
      ],
    },
    {
      id: 'switch-tools',
      heading: 'Should you change the tools you pay for?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Probably not this month. When three strong models land in the same week, it is tempting to cancel one subscription and sign up for another. Switching has real costs: saved instructions and templates have to be rebuilt, staff have to relearn where things are, and any automation wired into the old tool has to be retested. A small gain in model quality rarely covers that.',
        },
        {
          type: 'paragraph',
          text: 'There are three good reasons to switch, and they are worth checking against your current set-up:',
        },
        {
          type: 'list',
          items: [
            'Privacy terms: your current plan uses your business data to train its models, or stores it somewhere you cannot explain to clients. Business and team plans from the major providers generally offer stronger terms than personal accounts, so check which one your staff are actually on.',
            'Integration: another tool connects directly to the software you live in, such as your practice management system, job management app or accounting package, and the current one does not.',
            'Price at your volume: you are paying per seat for people who use AI twice a month, or paying per use for a workflow that runs all day. Either can often be restructured for a lower monthly bill.',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'A quick audit',
          text: 'Ask each staff member which AI tools they used last week and whether the account is personal or business. Most owners are surprised by the answer, and it is the fastest way to find both wasted spend and privacy risk.',
        },
      ],
    },
    {
      id: 'costs',
      heading: 'Prices are falling, but bills are rising',
      blocks: [
        {
          type: 'paragraph',
          text: 'The cost of each AI answer keeps dropping, yet many businesses see their total AI bill climb. The reason is simple: once something is cheap and useful, people use more of it. A practice that started with one person drafting emails ends up with AI in intake, reporting, phone answering and marketing. That is a good problem to have, as long as each use pays its way. Track the hours saved alongside the invoice, and the [ROI measurement guide](/blog/ai-roi-measurement) shows how to set that up in a spreadsheet.',
        },
      ],
    },
    {
      id: 'skills-gap',
      heading: 'The real bottleneck is skills, not software',
      blocks: [
        {
          type: 'paragraph',
          text: 'Every release this month made the tools more capable. None of them made your team better at using them. In our experience, two people using the same model can get results so different they seem to be using different products: one asks a vague question and gets a vague answer; the other gives context, an example and a clear format, and gets something they can send to a client.',
        },
        {
          type: 'paragraph',
          text: 'That gap is why we put so much weight on training. A half-day session on writing good instructions, checking output and knowing what not to paste in usually pays for itself within the month. Our [AI training](/ai-training) covers exactly this, and the [prompt engineering guide](/blog/prompt-engineering-guide) is a good free starting point.',
        },
      ],
    },
    {
      id: 'what-did-not-change',
      heading: 'What did not change',
      blocks: [
        {
          type: 'paragraph',
          text: 'Amid the launches, it is worth remembering what stayed the same. AI models still make confident mistakes, so anything that goes to a customer, a patient or a regulator still needs a person to check it. Your obligations under privacy and consumer law did not move an inch. And the businesses getting real value from AI are still the ones that picked a specific, repetitive task, measured how long it took and stuck with the change for more than a fortnight. A better model makes that work easier; it does not do it for you.',
        },
      ],
    },
    {
      id: 'action-list',
      heading: 'Three things to do before the end of the month',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Write (or update) a one-page AI use policy',
              text: 'List the tools staff may use, the information that must never be entered into a public tool (client identifiers, health details, tax file numbers, passwords) and who to ask when unsure. With GPT-5 on every free account, this is the single most useful document you can write this month.',
            },
            {
              title: 'Re-test one task you gave up on',
              text: 'If you tried AI for quoting, rostering or report writing last year and it fell short, try again with the current models. Many tasks that needed heavy editing in 2024 now need a light touch.',
            },
            {
              title: 'Price out a private option',
              text: 'If sensitive data has kept you away from AI, the new open-weight models change the sums. Get a quote for a small in-house set-up and compare it with a year of cloud subscriptions.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'What we are watching next month',
          text: "Whether the Government responds to the Productivity Commission's ideas, how GPT-5 pricing settles for business plans, and the next round of voice model releases, which tend to bring prices down for phone-answering agents.",
        },
      ],
    },
  ],
  cta: {
    title: "Turn this month's news into a plan",
    description:
      "Book a 30-minute call and we will go through which of this month's changes matter for your business, and the one AI project most likely to pay off first.",
    buttonText: 'Book Your 30-Minute AI Briefing Call',
    target: 'calendar',
  },
  related: [
    '/blog/offline-opensource-ai',
    '/blog/voice-ai-revolution',
    '/blog/google-agentic-ai-update',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
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
  },
})
